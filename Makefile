# gamebook: the user interface. `make` alone prints the help.

CARGO ?= cargo
# The problem crate a target works on (make test P=p2197-nim).
P ?=
# Random cases per cross-check for `make stress`, and its seed (fresh unless given).
N ?= 10000
ifeq ($(origin SEED), undefined)
SEED := $(shell od -An -N4 -tu4 /dev/urandom | tr -d ' ')
endif

PROBLEMS := $(sort $(patsubst crates/%/src/main.rs,%,$(wildcard crates/*/src/main.rs)))
BUNDLER := target/release/bundler
RUNCASES := target/release/runcases
TEMPLATES := crates/judge/templates

# Contest use: the solution file to bundle or judge, its cases, time limit, output file.
FILE ?=
CASES ?=
TL ?= 2000
OUT ?=

.PHONY: help test lint tools submit submissions template bundle judge new stress bench sizes

help:
	@echo "gamebook: proven game-theory solutions, bundled into paste-ready single files"
	@echo
	@echo "  make submissions          write submissions/<problem>.rs for every problem"
	@echo "  make test                 everything: fmt, clippy, unit tests, every problem's tests,"
	@echo "                            and every committed submission compiled with bare rustc"
	@echo "                            (editions 2021 and 2024) and run on its cases"
	@echo "  make test P=name          one problem: its tests, then its submission (refreshed)"
	@echo "                            compiled with rustc and run on every case"
	@echo "  make submit P=name        write submissions/name.rs, print its path and size"
	@echo "  make template             write submissions/template.rs: a contest main with fastio whole"
	@echo "  make bundle FILE=a.rs [OUT=file]"
	@echo "                            bundle any solution file (e.g. a contest's src/bin/a.rs) to"
	@echo "                            standard output or OUT; its size goes to standard error"
	@echo "  make judge FILE=a.rs [CASES=dir] [TL=2000]"
	@echo "                            bundle it, compile it as the judges do and run it on every"
	@echo "                            NAME.in/NAME.out of CASES (default: test/ of its package)"
	@echo "  make new P=name           scaffold crates/name and testdata/name"
	@echo "  make stress P=name [N=10000] [SEED=...]"
	@echo "                            the randomized cross-checks with N cases from a seed"
	@echo "  make bench                speed and size figures into BENCHMARKS.md"
	@echo "  make sizes                every submission's size, libraries whole and shaken"
	@echo "  make lint                 cargo fmt --check and clippy -D warnings"

tools:
	$(CARGO) build --release --quiet -p bundler -p judge

lint:
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets --quiet -- -D warnings

ifeq ($(P),)
test: lint tools
	$(CARGO) test --workspace --all-targets --quiet
	$(CARGO) test --workspace --doc --quiet
	$(RUNCASES) --check --all
else
test: tools
	@test -f crates/$(P)/src/main.rs || { echo "no problem crate crates/$(P)"; exit 1; }
	$(CARGO) test --quiet -p $(P)
	$(RUNCASES) --write $(P)
endif

submit: tools
	@test -n "$(P)" || { echo "usage: make submit P=name"; exit 1; }
	@mkdir -p submissions
	@$(BUNDLER) $(P) -o submissions/$(P).rs

submissions: tools
	@mkdir -p submissions
	@printf '%s\n' $(PROBLEMS) | xargs -P 2 -I{} $(BUNDLER) {} -o submissions/{}.rs
	@$(BUNDLER) crates/judge/templates/contest/src/main.rs --keep-all --max-bytes 0 -o submissions/template.rs

template: tools
	@mkdir -p submissions
	@$(BUNDLER) crates/judge/templates/contest/src/main.rs --keep-all --max-bytes 0 -o submissions/template.rs

bundle: tools
	@test -n "$(FILE)" || { echo "usage: make bundle FILE=path/to/solution.rs [OUT=file]"; exit 1; }
	@if [ -n "$(OUT)" ]; then $(BUNDLER) "$(FILE)" -o "$(OUT)"; \
	else $(BUNDLER) "$(FILE)" > target/bundle.rs && cat target/bundle.rs && \
	echo "$(FILE): $$(wc -c < target/bundle.rs) bytes" >&2; fi

judge: tools
	@test -n "$(FILE)" || { echo "usage: make judge FILE=path/to/solution.rs [CASES=dir] [TL=2000]"; exit 1; }
	@$(RUNCASES) --file "$(FILE)" $(if $(CASES),--cases "$(CASES)") --time-limit $(TL)

new:
	@echo "$(P)" | grep -Eq '^[a-z][a-z0-9]*(-[a-z0-9]+)*$$' || \
		{ echo "usage: make new P=name (lowercase letters, digits and single hyphens)"; exit 1; }
	@test ! -e crates/$(P) || { echo "crates/$(P) already exists"; exit 1; }
	@mkdir -p crates/$(P)/src crates/$(P)/examples testdata/$(P)
	@sed 's/@NAME@/$(P)/g' $(TEMPLATES)/Cargo.toml > crates/$(P)/Cargo.toml
	@sed 's/@NAME@/$(P)/g' $(TEMPLATES)/main.rs > crates/$(P)/src/main.rs
	@sed 's/@NAME@/$(P)/g' $(TEMPLATES)/generator.rs > crates/$(P)/examples/$(P)-max.rs
	@sed 's/@NAME@/$(P)/g' $(TEMPLATES)/judge.conf > testdata/$(P)/judge.conf
	@echo "created crates/$(P) and testdata/$(P); next: write solve, add cases, make test P=$(P)"

stress:
	@test -f crates/$(P)/src/main.rs || { echo "usage: make stress P=name [N=10000] [SEED=...]"; exit 1; }
	@echo "stress $(P): $(N) cases per cross-check from seed $(SEED)"
	@echo "replay: make stress P=$(P) N=$(N) SEED=$(SEED)"
	GAMEBOOK_STRESS_CASES=$(N) GAMEBOOK_STRESS_SEED=$(SEED) $(CARGO) test --quiet -p $(P) -- --nocapture

bench: tools
	$(CARGO) run --release --quiet -p judge --bin bench

sizes: tools
	@$(CARGO) run --release --quiet -p judge --bin bench -- --sizes
