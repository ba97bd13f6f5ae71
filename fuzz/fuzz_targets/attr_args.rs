//! The attribute-argument grammar (`device_has(...)`, `sycl_type(...)`)
//! on arbitrary token sequences: each input byte picks a token kind, and
//! a text for identifiers.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sycl_aspects_frontend::attr_args::{parse_aspect_arguments, parse_sycl_type, TokenKind};

const KINDS: [TokenKind; 21] = [
    TokenKind::Identifier,
    TokenKind::ColonColon,
    TokenKind::Comma,
    TokenKind::Ellipsis,
    TokenKind::LParen,
    TokenKind::RParen,
    TokenKind::NumericLiteral,
    TokenKind::StringLiteral,
    TokenKind::Plus,
    TokenKind::Minus,
    TokenKind::Star,
    TokenKind::Slash,
    TokenKind::Percent,
    TokenKind::LessLess,
    TokenKind::GreaterGreater,
    TokenKind::Amp,
    TokenKind::Pipe,
    TokenKind::Caret,
    TokenKind::Tilde,
    TokenKind::Exclaim,
    TokenKind::Other,
];
const TEXTS: [&str; 6] = ["sycl", "aspect", "fp64", "gpu", "ext_oneapi_bfloat16_math_functions", "x"];

fuzz_target!(|data: &[u8]| {
    let tokens: Vec<TokenKind> = data.iter().map(|&b| KINDS[b as usize % KINDS.len()]).collect();
    let texts: Vec<&str> = data.iter().map(|&b| TEXTS[(b as usize / KINDS.len()) % TEXTS.len()]).collect();
    let arguments = parse_aspect_arguments(&tokens);
    assert!(arguments.len() <= tokens.len() + 1);
    let _ = parse_sycl_type(&tokens, &texts);
});
