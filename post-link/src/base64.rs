//! DPC++'s own base64 variant for property-set byte arrays.
//!
//! Standard alphabet `A-Za-z0-9+/`, no padding, bits packed low-first: for
//! each 3 input bytes b0 b1 b2 the digits are `b0&63`,
//! `((b1<<2)|(b0>>6))&63`, `((b2<<4)|(b1>>4))&63`, `b2>>2`. It is not RFC
//! 4648 base64 (no crate implements it), so it lives here with its inverse.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    let mut digit = |v: u8| out.push(ALPHABET[usize::from(v & 63)] as char);
    let mut chunks = bytes.chunks_exact(3);
    for c in &mut chunks {
        let (b0, b1, b2) = (c[0], c[1], c[2]);
        digit(b0);
        digit((b1 << 2) | (b0 >> 6));
        digit((b2 << 4) | (b1 >> 4));
        digit(b2 >> 2);
    }
    match *chunks.remainder() {
        [b0] => {
            digit(b0);
            digit(b0 >> 6);
        }
        [b0, b1] => {
            digit(b0);
            digit((b1 << 2) | (b0 >> 6));
            digit(b1 >> 4);
        }
        _ => {}
    }
    out
}

fn value_of(c: u8) -> Option<u8> {
    match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    }
}

/// Decodes [`encode`]'s output; the error names the first bad character's
/// offset, or the impossible length.
pub fn decode(text: &str) -> Result<Vec<u8>, String> {
    let digits: Vec<u8> = text
        .bytes()
        .enumerate()
        .map(|(i, c)| value_of(c).ok_or_else(|| format!("invalid base64 character '{}' at offset {i}", c.escape_ascii())))
        .collect::<Result<_, _>>()?;
    if digits.len() % 4 == 1 {
        return Err(format!("invalid base64 length {}", digits.len()));
    }
    let mut out = Vec::with_capacity(digits.len() / 4 * 3 + 2);
    let mut chunks = digits.chunks_exact(4);
    for c in &mut chunks {
        out.push(c[0] | (c[1] << 6));
        out.push((c[1] >> 2) | (c[2] << 4));
        out.push((c[2] >> 4) | (c[3] << 2));
    }
    match *chunks.remainder() {
        [d0, d1] => out.push(d0 | (d1 << 6)),
        [d0, d1, d2] => {
            out.push(d0 | (d1 << 6));
            out.push((d1 >> 2) | (d2 << 4));
        }
        _ => {}
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn design_examples() {
        let bytes = [0x40, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0x1c, 0, 0, 0];
        assert_eq!(encode(&bytes), "ABAAAAAAAAgBAAAAcAAAAA");
        assert_eq!(encode(&[0; 8]), "AAAAAAAAAAA");
        assert_eq!(decode("ABAAAAAAAAgBAAAAcAAAAA").unwrap(), bytes);
    }

    #[test]
    fn round_trip_every_length() {
        for len in 0..40u8 {
            let bytes: Vec<u8> = (0..len).map(|i| i.wrapping_mul(97).wrapping_add(200)).collect();
            assert_eq!(decode(&encode(&bytes)).unwrap(), bytes, "length {len}");
        }
    }

    #[test]
    fn rejects_bad_input() {
        assert!(decode("AB=A").unwrap_err().contains("offset 2"));
        assert!(decode("A").unwrap_err().contains("length"));
    }
}
