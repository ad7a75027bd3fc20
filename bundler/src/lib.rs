//! bundler (work in progress)
