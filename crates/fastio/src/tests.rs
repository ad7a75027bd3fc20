use super::*;
use std::io::Read;
use std::panic::{catch_unwind, AssertUnwindSafe};

fn scanner(text: &str) -> Scanner {
    Scanner::new(text.as_bytes().to_vec())
}

/// The panic message of `f`, which must panic.
fn panic_message<T>(f: impl FnOnce() -> T) -> String {
    let payload = match catch_unwind(AssertUnwindSafe(f)) {
        Ok(_) => panic!("expected a panic"),
        Err(payload) => payload,
    };
    if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else if let Some(text) = payload.downcast_ref::<&str>() {
        text.to_string()
    } else {
        panic!("panic payload is not text")
    }
}

fn printed(f: impl FnOnce(&mut Writer<Vec<u8>>)) -> String {
    let mut out = Writer::new(Vec::new());
    f(&mut out);
    String::from_utf8(out.into_inner()).unwrap()
}

#[test]
fn reads_every_unsigned_width_up_to_its_bound() {
    let mut sc = scanner("0 255 65535 4294967295 18446744073709551615 18446744073709551615");
    assert_eq!(sc.read::<u8>(), 0);
    assert_eq!(sc.read::<u8>(), u8::MAX);
    assert_eq!(sc.read::<u16>(), u16::MAX);
    assert_eq!(sc.read::<u32>(), u32::MAX);
    assert_eq!(sc.read::<u64>(), u64::MAX);
    assert_eq!(sc.read::<usize>(), usize::MAX);
    assert!(!sc.has_more());
}

#[test]
fn reads_every_signed_width_at_both_bounds() {
    let mut sc = scanner(
        "-128 127 -32768 32767 -2147483648 2147483647 \
         -9223372036854775808 9223372036854775807 -9223372036854775808 -0 +17",
    );
    assert_eq!(sc.read::<i8>(), i8::MIN);
    assert_eq!(sc.read::<i8>(), i8::MAX);
    assert_eq!(sc.read::<i16>(), i16::MIN);
    assert_eq!(sc.read::<i16>(), i16::MAX);
    assert_eq!(sc.read::<i32>(), i32::MIN);
    assert_eq!(sc.read::<i32>(), i32::MAX);
    assert_eq!(sc.read::<i64>(), i64::MIN);
    assert_eq!(sc.read::<i64>(), i64::MAX);
    assert_eq!(sc.read::<isize>(), isize::MIN);
    assert_eq!(sc.read::<i32>(), 0);
    assert_eq!(sc.read::<i32>(), 17);
}

#[test]
fn reads_128_bit_integers_at_their_bounds() {
    let mut sc = scanner(
        "340282366920938463463374607431768211455 \
         -170141183460469231731687303715884105728 170141183460469231731687303715884105727 -5",
    );
    assert_eq!(sc.read::<u128>(), u128::MAX);
    assert_eq!(sc.read::<i128>(), i128::MIN);
    assert_eq!(sc.read::<i128>(), i128::MAX);
    assert_eq!(sc.read::<i128>(), -5);
}

#[test]
fn eight_digit_chunks_parse_every_length_and_stop_at_non_digits() {
    let mut state = 0x5eed_u64;
    for length in 1..=19 {
        for _ in 0..200 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
            let digits: String = (0..length)
                .map(|k| char::from(b'0' + ((state >> (k * 3 % 60)) % 10) as u8))
                .collect();
            let expected: u64 = digits.parse().unwrap();
            for tail in ["", " ", "\n7", "\r\n"] {
                let mut sc = scanner(&format!("{digits}{tail}"));
                assert_eq!(sc.read::<u64>(), expected, "{digits:?}{tail:?}");
            }
        }
    }
    // Bytes just below b'0' and above b'9' inside an eight-byte chunk are not digits.
    for odd in ["1234567/", "1234567:", "/2345678", "12345a78"] {
        let message = panic_message(|| scanner(odd).read::<u64>());
        assert!(
            message.starts_with("fastio: expected u64 at byte 0"),
            "{message}"
        );
    }
}

#[test]
fn leading_zeros_do_not_overflow() {
    let mut sc = scanner("000000000000000000000000000042 -0000000000000000000000000007");
    assert_eq!(sc.read::<u64>(), 42);
    assert_eq!(sc.read::<i64>(), -7);
}

#[test]
fn matches_std_parse_on_random_integers() {
    let mut state = 0x1234_5678_9abc_def0u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let values: Vec<i64> = (0..2000)
        .map(|_| {
            let v = next();
            (v >> (v % 64)) as i64 * if v % 3 == 0 { -1 } else { 1 }
        })
        .collect();
    let text: String = values.iter().map(|v| format!("{v}\n")).collect();
    let mut sc = scanner(&text);
    for &v in &values {
        assert_eq!(sc.read::<i64>(), v);
    }
    let printed = printed(|out| {
        for &v in &values {
            out.put(v).ln();
        }
    });
    assert_eq!(printed, text);
}

#[test]
fn handles_crlf_blank_lines_and_tabs() {
    let mut sc = scanner("\r\n\r\n  3\r\n\r\n\t1 2\r\n-3\r\n\r\n");
    assert_eq!(sc.read::<usize>(), 3);
    assert_eq!(sc.read_vec::<i32>(3), vec![1, 2, -3]);
    assert!(!sc.has_more());
}

#[test]
fn reads_floats_and_strings() {
    let mut sc = scanner("3.25 -1e-3 7 inf word ünï");
    assert_eq!(sc.read::<f64>(), 3.25);
    assert_eq!(sc.read::<f64>(), -0.001);
    assert_eq!(sc.read::<f32>(), 7.0);
    assert_eq!(sc.read::<f64>(), f64::INFINITY);
    assert_eq!(sc.read::<String>(), "word");
    assert_eq!(sc.read::<String>(), "ünï");
}

#[test]
fn reads_byte_tokens_and_lines() {
    let mut sc = scanner("2 3\r\n#.#\r\n\r\n.#.  \nlast line here");
    assert_eq!(sc.token(), b"2");
    assert_eq!(sc.read::<u8>(), 3);
    assert_eq!(sc.line(), b"#.#");
    assert_eq!(sc.line(), b".#.");
    assert_eq!(sc.line(), b"last line here");
    assert!(!sc.has_more());
}

#[test]
fn offset_points_after_the_last_token() {
    let mut sc = scanner("  12 x");
    assert_eq!(sc.offset(), 0);
    sc.read::<u32>();
    assert_eq!(sc.offset(), 4);
}

#[test]
fn end_of_input_names_the_type_and_offset() {
    let mut sc = scanner("5 \n");
    sc.read::<u32>();
    let message = panic_message(|| sc.read::<u32>());
    assert_eq!(
        message,
        "fastio: expected u32 at byte 3, found end of input"
    );
    let message = panic_message(|| scanner("").token().to_vec());
    assert_eq!(
        message,
        "fastio: expected a token at byte 0, found end of input"
    );
    let message = panic_message(|| scanner(" \n").line().to_vec());
    assert_eq!(
        message,
        "fastio: expected a line at byte 2, found end of input"
    );
    // Through `str::parse`, which would take an empty token for a `String`.
    let message = panic_message(|| scanner(" ").read::<String>());
    assert_eq!(
        message,
        "fastio: expected a UTF-8 token at byte 1, found end of input"
    );
    let message = panic_message(|| scanner("").read::<i128>());
    assert_eq!(
        message,
        "fastio: expected i128 at byte 0, found end of input"
    );
    let message = panic_message(|| scanner("-").read::<i8>());
    assert_eq!(message, "fastio: expected i8 at byte 0, found \"-\"");
}

#[test]
fn a_letter_where_a_number_belongs_is_an_error() {
    let message = panic_message(|| scanner("1 2x").read_vec::<i64>(2));
    assert_eq!(message, "fastio: expected i64 at byte 2, found \"2x\"");
    let message = panic_message(|| scanner("abc").read::<u64>());
    assert_eq!(message, "fastio: expected u64 at byte 0, found \"abc\"");
    let message = panic_message(|| scanner("-").read::<i32>());
    assert_eq!(message, "fastio: expected i32 at byte 0, found \"-\"");
    let message = panic_message(|| scanner("-5").read::<u32>());
    assert_eq!(message, "fastio: expected u32 at byte 0, found \"-5\"");
    let message = panic_message(|| scanner("1.5").read::<usize>());
    assert_eq!(message, "fastio: expected usize at byte 0, found \"1.5\"");
    let message = panic_message(|| scanner("x1").read::<i128>());
    assert_eq!(message, "fastio: expected i128 at byte 0, found \"x1\"");
    let message = panic_message(|| scanner("1,5").read::<f64>());
    assert_eq!(message, "fastio: expected f64 at byte 0, found \"1,5\"");
}

#[test]
fn values_past_the_type_bounds_are_errors() {
    fn read_u8(sc: &mut Scanner) {
        let _ = sc.read::<u8>();
    }
    fn read_i8(sc: &mut Scanner) {
        let _ = sc.read::<i8>();
    }
    fn read_u32(sc: &mut Scanner) {
        let _ = sc.read::<u32>();
    }
    fn read_i32(sc: &mut Scanner) {
        let _ = sc.read::<i32>();
    }
    fn read_u64(sc: &mut Scanner) {
        let _ = sc.read::<u64>();
    }
    fn read_i64(sc: &mut Scanner) {
        let _ = sc.read::<i64>();
    }
    fn read_u128(sc: &mut Scanner) {
        let _ = sc.read::<u128>();
    }
    fn read_i128(sc: &mut Scanner) {
        let _ = sc.read::<i128>();
    }
    type Reader = fn(&mut Scanner);
    let cases: [(&str, &str, Reader); 8] = [
        ("256", "u8", read_u8),
        ("-129", "i8", read_i8),
        ("4294967296", "u32", read_u32),
        ("2147483648", "i32", read_i32),
        ("18446744073709551616", "u64", read_u64),
        ("-9223372036854775809", "i64", read_i64),
        ("340282366920938463463374607431768211456", "u128", read_u128),
        (
            "-170141183460469231731687303715884105729",
            "i128",
            read_i128,
        ),
    ];
    for (text, type_name, read) in cases {
        let message = panic_message(|| read(&mut scanner(text)));
        assert_eq!(
            message,
            format!("fastio: expected {type_name} at byte 0, found \"{text}\"")
        );
    }
}

#[test]
fn long_tokens_are_shortened_in_messages() {
    let token = "x".repeat(100);
    let message = panic_message(|| scanner(&token).read::<u32>());
    assert_eq!(
        message,
        format!(
            "fastio: expected u32 at byte 0, found \"{}\"...",
            "x".repeat(48)
        )
    );
}

#[test]
fn invalid_utf8_string_token_is_an_error() {
    let message = panic_message(|| Scanner::new(vec![b'a', 0xff]).read::<String>());
    assert_eq!(
        message,
        "fastio: expected a UTF-8 token at byte 0, found \"a\u{fffd}\""
    );
}

#[test]
fn prints_integers_at_every_bound() {
    let text = printed(|out| {
        out.put(0u8)
            .sp()
            .put(u8::MAX)
            .sp()
            .put(u16::MAX)
            .sp()
            .put(u32::MAX)
            .ln();
        out.put(u64::MAX)
            .sp()
            .put(usize::MAX)
            .sp()
            .put(u128::MAX)
            .ln();
        out.put(i8::MIN)
            .sp()
            .put(i16::MIN)
            .sp()
            .put(i32::MIN)
            .sp()
            .put(i64::MIN)
            .ln();
        out.put(isize::MAX)
            .sp()
            .put(i128::MIN)
            .sp()
            .put(i128::MAX)
            .ln();
        out.put(10_000_000_000_000_000_000u128).sp().put(-7i64).ln();
    });
    let expected = format!(
        "0 255 65535 4294967295\n{} {} {}\n-128 -32768 -2147483648 {}\n{} {} {}\n\
         10000000000000000000 -7\n",
        u64::MAX,
        usize::MAX,
        u128::MAX,
        i64::MIN,
        isize::MAX,
        i128::MIN,
        i128::MAX
    );
    assert_eq!(text, expected);
}

#[test]
fn prints_integers_around_the_eight_digit_chunks() {
    let values = [
        9u64,
        10,
        99_999_999,
        100_000_000,
        100_000_001,
        1_234_567_800_000_009,
        9_999_999_999_999_999,
        10_000_000_000_000_000,
        10_000_000_000_000_001,
        u64::MAX - 1,
    ];
    let text = printed(|out| {
        out.put_join(values, " ");
    });
    let expected: Vec<String> = values.iter().map(u64::to_string).collect();
    assert_eq!(text, expected.join(" "));
}

#[test]
fn prints_text_chars_and_joined_lists() {
    let owned = String::from("owned");
    let bytes = b"raw".to_vec();
    let text = printed(|out| {
        out.put("Yes")
            .ln()
            .put('x')
            .put('é')
            .sp()
            .put(&owned)
            .put(owned.clone());
        out.sp().put(&bytes[..]).put(&bytes).ln();
        out.put_join([1u32, 2, 3], " ")
            .ln()
            .put_join(Vec::<u32>::new(), ",")
            .ln();
    });
    assert_eq!(text, "Yes\nxé ownedowned rawraw\n1 2 3\n\n");
}

#[test]
fn prints_fixed_decimals_like_std_away_from_ties() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..5000 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let magnitude = (state >> 11) as f64 / (1u64 << 53) as f64 * 1e9;
        let value = if state & 1 == 0 {
            magnitude
        } else {
            -magnitude
        };
        let decimals = (state >> 3) as usize % 10;
        let ours = printed(|out| {
            out.put_f64(value, decimals);
        });
        let std = format!("{value:.decimals$}");
        let parsed_ours: f64 = ours.parse().unwrap();
        let parsed_std: f64 = std.parse().unwrap();
        let unit = 10f64.powi(-(decimals as i32));
        assert!(
            (parsed_ours - parsed_std).abs() <= unit * 1.0001 + magnitude * 1e-15,
            "{value} with {decimals}: {ours} vs {std}"
        );
        assert_eq!(ours.split('.').nth(1).map_or(0, str::len), decimals);
    }
}

#[test]
fn prints_fixed_decimal_edge_values() {
    let text = printed(|out| {
        out.put_f64(0.0, 3)
            .sp()
            .put_f64(-0.0001, 3)
            .sp()
            .put_f64(2.5, 0)
            .sp();
        out.put_f64(-1.25, 1)
            .sp()
            .put_f64(0.999_999, 4)
            .sp()
            .put_f64(1e30, 2)
            .sp();
        out.put_f64(f64::NAN, 2).sp().put_f64(0.1, 20).ln();
    });
    assert_eq!(
        text,
        format!("0.000 0.000 3 -1.3 1.0000 {:.2} NaN {:.20}\n", 1e30, 0.1)
    );
}

#[test]
fn flushes_large_output_and_on_drop() {
    let mut sink = Vec::new();
    {
        let mut out = Writer::new(&mut sink);
        for i in 0..300_000u32 {
            out.put(i).ln();
        }
    }
    let text = String::from_utf8(sink).unwrap();
    assert_eq!(text.lines().count(), 300_000);
    assert_eq!(text.lines().last(), Some("299999"));
}

/// A source that hands out its bytes a few at a time (sizes cycling through `steps`) and
/// sometimes fails with `Interrupted` first, as a pipe or a terminal may.
struct Trickle {
    data: Vec<u8>,
    at: usize,
    steps: Vec<usize>,
    calls: usize,
}

impl Read for Trickle {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        self.calls += 1;
        if self.calls.is_multiple_of(5) {
            return Err(std::io::ErrorKind::Interrupted.into());
        }
        let step = self.steps[self.calls % self.steps.len()];
        let n = step.min(out.len()).min(self.data.len() - self.at);
        out[..n].copy_from_slice(&self.data[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

fn trickled(text: &[u8], steps: &[usize]) -> Scanner {
    let trickle = Trickle {
        data: text.to_vec(),
        at: 0,
        steps: steps.to_vec(),
        calls: 0,
    };
    Scanner {
        source: Some(Box::new(trickle)),
        ..Scanner::new(Vec::new())
    }
}

/// Everything a scanner returns for the token kinds of `script`, with the offset after each.
fn scan_all(sc: &mut Scanner, script: &[u8]) -> Vec<String> {
    let mut seen = Vec::new();
    for (i, &kind) in script.iter().cycle().enumerate() {
        if !sc.has_more() {
            break;
        }
        let item = match kind {
            b'u' => sc.read::<u64>().to_string(),
            b'i' => sc.read::<i64>().to_string(),
            b'w' => sc.read::<i128>().to_string(),
            b'f' => sc.read::<f64>().to_string(),
            b's' => sc.read::<String>(),
            b't' => String::from_utf8_lossy(sc.token()).into_owned(),
            _ => String::from_utf8_lossy(sc.line()).into_owned(),
        };
        seen.push(format!("{i}: {item} @{}", sc.offset()));
    }
    seen
}

#[test]
fn reading_in_pieces_matches_reading_from_memory() {
    let mut state = 0x7ea5_u64;
    let mut next = |bound: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % bound
    };
    for round in 0..60 {
        // Tokens of every kind in a fixed cycle (u, i, w, f, s, t, line), whitespace of
        // every sort between them, so chunk ends fall inside tokens, signs and CRLFs.
        let mut text = String::new();
        for k in 0..40 {
            let token = match k % 7 {
                0 => (next(u64::MAX) >> next(64)).to_string(),
                1 => format!("-{}", next(1 << 62) >> next(62)),
                2 => format!("-{}{:019}", next(1 << 60), next(1 << 60)),
                3 => format!("{}.{}", next(1000), next(1000)),
                4 => "word".repeat(1 + next(30) as usize),
                5 => format!("+{}", next(1 << 40)),
                _ => format!("a line with spaces {}", next(100)),
            };
            text += &token;
            // A line ends at a line end; other tokens at any whitespace.
            let ends = if k % 7 == 6 {
                &["\n", "\r\n", " \t\n\n"][..]
            } else {
                &[" ", "\n", "\r\n", "\t ", "  \n\n"][..]
            };
            text += ends[next(ends.len() as u64) as usize];
        }
        let script = b"uiwfstl";
        let expected = scan_all(&mut scanner(&text), script);
        assert_eq!(expected.len(), 40);
        let steps: Vec<usize> = (0..1 + round % 5).map(|_| 1 + next(9) as usize).collect();
        let got = scan_all(&mut trickled(text.as_bytes(), &steps), script);
        assert_eq!(got, expected, "steps {steps:?}, input {text:?}");
    }
}

#[test]
fn every_digit_count_parses_alone_and_cut_by_reads() {
    for length in 1..=20 {
        let nines = "9".repeat(length);
        let power = format!("1{}", "0".repeat(length - 1));
        let mixed: String = (0..length)
            .map(|k| char::from(b'0' + (k * 7 % 10) as u8))
            .collect();
        for digits in [nines, power, mixed] {
            let text = format!("{digits} +{digits} -{digits}\n{digits}");
            for steps in [&[1][..], &[3, 5], &[1 << 20]] {
                let mut sc = trickled(text.as_bytes(), steps);
                if let Ok(value) = digits.parse::<u64>() {
                    assert_eq!(sc.read::<u64>(), value, "{digits}");
                    assert_eq!(sc.read::<u64>(), value, "+{digits}");
                } else {
                    let message = panic_message(|| sc.read::<u64>());
                    assert_eq!(
                        message,
                        format!("fastio: expected u64 at byte 0, found \"{digits}\"")
                    );
                    continue;
                }
                match format!("-{digits}").parse::<i64>() {
                    Ok(value) => assert_eq!(sc.read::<i64>(), value, "-{digits}"),
                    Err(_) => {
                        let message = panic_message(|| sc.read::<i64>());
                        assert_eq!(
                            message,
                            format!(
                                "fastio: expected i64 at byte {}, found \"-{digits}\"",
                                2 * length + 3
                            )
                        );
                        continue;
                    }
                }
                // The last token ends the input with no line end after it.
                assert_eq!(sc.read::<u64>(), digits.parse::<u64>().unwrap());
                assert!(!sc.has_more());
            }
        }
    }
}

#[test]
fn parses_u64_bounds_leading_zeros_and_zero() {
    let text = "0 00 +0 -0 18446744073709551615 018446744073709551615 \
                00000000000000000000000000000000000001 9223372036854775807 -9223372036854775808";
    for steps in [&[1][..], &[2, 7], &[1 << 20]] {
        let mut sc = trickled(text.as_bytes(), steps);
        assert_eq!(sc.read::<u64>(), 0);
        assert_eq!(sc.read::<u64>(), 0);
        assert_eq!(sc.read::<u64>(), 0);
        assert_eq!(sc.read::<i64>(), 0);
        assert_eq!(sc.read::<u64>(), u64::MAX);
        assert_eq!(sc.read::<u64>(), u64::MAX);
        assert_eq!(sc.read::<u8>(), 1);
        assert_eq!(sc.read::<i64>(), i64::MAX);
        assert_eq!(sc.read::<i64>(), i64::MIN);
    }
}

#[test]
fn signs_out_of_place_are_errors() {
    for (text, type_name) in [
        ("+", "u64"),
        ("-", "i64"),
        ("++1", "u64"),
        ("+-1", "i64"),
        ("-+1", "i64"),
        ("--1", "i64"),
        ("1-", "i64"),
        ("-1", "u8"),
        ("12+3", "u32"),
    ] {
        let message = panic_message(|| match type_name {
            "u64" => scanner(text).read::<u64>().to_string(),
            "u8" => scanner(text).read::<u8>().to_string(),
            "u32" => scanner(text).read::<u32>().to_string(),
            _ => scanner(text).read::<i64>().to_string(),
        });
        assert_eq!(
            message,
            format!("fastio: expected {type_name} at byte 0, found \"{text}\"")
        );
    }
}

#[test]
fn twenty_digit_values_past_u64_are_out_of_range() {
    for text in [
        "18446744073709551616",
        "99999999999999999999",
        "100000000000000000000",
        "+18446744073709551616",
    ] {
        let message = panic_message(|| scanner(text).read::<u64>());
        assert_eq!(
            message,
            format!("fastio: expected u64 at byte 0, found \"{text}\"")
        );
    }
    let message = panic_message(|| scanner("9223372036854775808").read::<i64>());
    assert_eq!(
        message,
        "fastio: expected i64 at byte 0, found \"9223372036854775808\""
    );
}

#[test]
fn errors_name_the_offset_in_the_whole_input_after_many_reads() {
    let mut text = "123456789 ".repeat(20_000);
    let bad_at = text.len();
    text += "12x4 5";
    let mut sc = trickled(text.as_bytes(), &[4096, 1, 65536]);
    for _ in 0..20_000 {
        assert_eq!(sc.read::<u32>(), 123_456_789);
    }
    assert_eq!(sc.offset(), bad_at - 1);
    let message = panic_message(|| sc.read::<u32>());
    assert_eq!(
        message,
        format!("fastio: expected u32 at byte {bad_at}, found \"12x4\"")
    );
    let mut sc = trickled(text.as_bytes(), &[4096, 1, 65536]);
    sc.read_vec::<u32>(20_000);
    assert_eq!(sc.token(), b"12x4");
    assert_eq!(sc.read::<u8>(), 5);
    let message = panic_message(|| sc.read::<u8>());
    assert_eq!(
        message,
        format!(
            "fastio: expected u8 at byte {}, found end of input",
            text.len()
        )
    );
}

#[test]
fn tokens_and_lines_longer_than_a_read_chunk_are_whole() {
    let long_token = "ab".repeat(150_000);
    let long_line = "#. ".repeat(100_000);
    let digits = format!("{}7", "0".repeat(100_000));
    let text = format!("{long_token}\n{long_line}\r\n{digits} {long_token}");
    let mut sc = trickled(text.as_bytes(), &[65536, 3, 40_000]);
    assert_eq!(sc.token(), long_token.as_bytes());
    assert_eq!(sc.line(), long_line.trim_end().as_bytes());
    assert_eq!(sc.read::<u64>(), 7);
    assert_eq!(sc.read::<String>(), long_token);
    assert!(!sc.has_more());
    assert_eq!(sc.offset(), text.len());
}

#[test]
fn prints_every_digit_count_and_its_neighbours() {
    let mut values: Vec<u64> = vec![0, u64::MAX];
    let mut power = 1u64;
    for _ in 0..20 {
        values.extend([power - 1, power, power + 1, power.saturating_mul(9)]);
        power = power.saturating_mul(10);
    }
    let text = printed(|out| {
        for &v in &values {
            out.put(v)
                .sp()
                .put(v as i64)
                .sp()
                .put((v as i64).wrapping_neg())
                .ln();
        }
    });
    let expected: String = values
        .iter()
        .map(|&v| format!("{v} {} {}\n", v as i64, (v as i64).wrapping_neg()))
        .collect();
    assert_eq!(text, expected);
    let wide: Vec<u128> = (0..39)
        .flat_map(|k| {
            let p = 10u128.pow(k);
            [p - 1, p, p + 1]
        })
        .collect();
    let text = printed(|out| {
        out.put_join(wide.iter().copied(), " ");
    });
    let expected: Vec<String> = wide.iter().map(u128::to_string).collect();
    assert_eq!(text, expected.join(" "));
}
