//! Grammar of integer-constant attribute arguments
//! (`[[sycl::reqd_work_group_size(x, y, z)]]`, `[[sycl::reqd_sub_group_size(n)]]`).
//!
//! As for aspect lists, the shim captures the tokens clang 16 drops and this
//! module parses them; the shim then rebuilds the expression tree with Sema
//! (so names, template parameters and arithmetic are looked up and
//! instantiated by clang) and evaluates it. Accepted forms: integer literals,
//! optionally qualified names (constexpr variables, enumerators, non-type
//! template parameters), parentheses, the unary operators `+ - ~ !` and the
//! binary operators `* / % + - << >> & ^ |` with C++ precedence. Anything
//! else (calls, casts, `sizeof`, ...) is reported at its first token.

use crate::attr_args::{empty_argument_position, split_top_level, TokenKind};

/// One node of an argument expression; token indices point into the slice
/// the parser was given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IntExpr {
    Literal { token: usize },
    Name { global: bool, qualifiers: Vec<usize>, name: usize },
    Unary { operator: usize, operand: Box<IntExpr> },
    Binary { operator: usize, lhs: Box<IntExpr>, rhs: Box<IntExpr> },
    Paren { open: usize, close: usize, inner: Box<IntExpr> },
}

/// Parses the comma-separated arguments. `Err(i)`: token `i` starts a form
/// the plugin cannot rebuild (or an argument is empty / incomplete).
pub fn parse_integer_arguments(tokens: &[TokenKind]) -> Result<Vec<IntExpr>, usize> {
    if tokens.is_empty() {
        return Ok(Vec::new());
    }
    split_top_level(tokens)
        .into_iter()
        .map(|(start, end)| {
            if start >= end {
                return Err(empty_argument_position(tokens, start));
            }
            let mut parser = Parser { tokens, pos: start, end };
            let expr = parser.expression(0)?;
            if parser.pos != end {
                return Err(parser.pos);
            }
            Ok(expr)
        })
        .collect()
}

/// Binding strength of a binary operator (higher binds tighter), as in C++.
fn precedence(kind: TokenKind) -> Option<u8> {
    use TokenKind::*;
    Some(match kind {
        Star | Slash | Percent => 5,
        Plus | Minus => 4,
        LessLess | GreaterGreater => 3,
        Amp => 2,
        Caret => 1,
        Pipe => 0,
        _ => return None,
    })
}

struct Parser<'a> {
    tokens: &'a [TokenKind],
    pos: usize,
    end: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<TokenKind> {
        (self.pos < self.end).then(|| self.tokens[self.pos])
    }

    /// Precedence climbing: operands joined by operators binding at least
    /// `min_precedence`, left-associative.
    fn expression(&mut self, min_precedence: u8) -> Result<IntExpr, usize> {
        let mut lhs = self.unary()?;
        while let Some(p) = self.peek().and_then(precedence).filter(|&p| p >= min_precedence) {
            let operator = self.pos;
            self.pos += 1;
            let rhs = self.expression(p + 1)?;
            lhs = IntExpr::Binary { operator, lhs: Box::new(lhs), rhs: Box::new(rhs) };
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> Result<IntExpr, usize> {
        use TokenKind::*;
        match self.peek() {
            Some(Plus | Minus | Tilde | Exclaim) => {
                let operator = self.pos;
                self.pos += 1;
                Ok(IntExpr::Unary { operator, operand: Box::new(self.unary()?) })
            }
            _ => self.primary(),
        }
    }

    fn primary(&mut self) -> Result<IntExpr, usize> {
        use TokenKind::*;
        let start = self.pos;
        match self.peek() {
            Some(NumericLiteral) => {
                self.pos += 1;
                Ok(IntExpr::Literal { token: start })
            }
            Some(LParen) => {
                self.pos += 1;
                let inner = self.expression(0)?;
                if self.peek() != Some(RParen) {
                    return Err(self.pos.min(self.end.saturating_sub(1)).max(start));
                }
                self.pos += 1;
                Ok(IntExpr::Paren { open: start, close: self.pos - 1, inner: Box::new(inner) })
            }
            Some(Identifier | ColonColon) => self.name(),
            _ => Err(start.min(self.tokens.len().saturating_sub(1))),
        }
    }

    fn name(&mut self) -> Result<IntExpr, usize> {
        let start = self.pos;
        let global = self.peek() == Some(TokenKind::ColonColon);
        if global {
            self.pos += 1;
        }
        let mut identifiers = Vec::new();
        loop {
            if self.peek() != Some(TokenKind::Identifier) {
                return Err(start);
            }
            identifiers.push(self.pos);
            self.pos += 1;
            if self.peek() == Some(TokenKind::ColonColon) {
                self.pos += 1;
                continue;
            }
            break;
        }
        // `f(...)`, `T{...}`, `a<b>`: forms we cannot rebuild.
        if self.peek() == Some(TokenKind::LParen) {
            return Err(start);
        }
        let name = identifiers.pop().ok_or(start)?;
        Ok(IntExpr::Name { global, qualifiers: identifiers, name })
    }
}

#[cfg(test)]
mod tests {
    use super::TokenKind::*;
    use super::*;

    fn lit(token: usize) -> Box<IntExpr> {
        Box::new(IntExpr::Literal { token })
    }

    #[test]
    fn literals_names_and_counts() {
        // 8, N, ::ns::M
        let toks = [NumericLiteral, Comma, Identifier, Comma, ColonColon, Identifier, ColonColon, Identifier];
        let args = parse_integer_arguments(&toks).unwrap();
        assert_eq!(args.len(), 3);
        assert_eq!(args[0], IntExpr::Literal { token: 0 });
        assert_eq!(args[1], IntExpr::Name { global: false, qualifiers: vec![], name: 2 });
        assert_eq!(args[2], IntExpr::Name { global: true, qualifiers: vec![5], name: 7 });
        assert_eq!(parse_integer_arguments(&[]), Ok(vec![]));
    }

    #[test]
    fn precedence_and_associativity() {
        // 1 + 2 * 3 - 4
        let toks = [NumericLiteral, Plus, NumericLiteral, Star, NumericLiteral, Minus, NumericLiteral];
        let args = parse_integer_arguments(&toks).unwrap();
        let product = IntExpr::Binary { operator: 3, lhs: lit(2), rhs: lit(4) };
        let sum = IntExpr::Binary { operator: 1, lhs: lit(0), rhs: Box::new(product) };
        assert_eq!(args[0], IntExpr::Binary { operator: 5, lhs: Box::new(sum), rhs: lit(6) });
    }

    #[test]
    fn unary_and_parentheses() {
        // -(2 << 1)
        let toks = [Minus, LParen, NumericLiteral, LessLess, NumericLiteral, RParen];
        let args = parse_integer_arguments(&toks).unwrap();
        let shift = IntExpr::Binary { operator: 3, lhs: lit(2), rhs: lit(4) };
        let paren = IntExpr::Paren { open: 1, close: 5, inner: Box::new(shift) };
        assert_eq!(args[0], IntExpr::Unary { operator: 0, operand: Box::new(paren) });
    }

    #[test]
    fn unsupported_forms_report_their_first_token() {
        // "8"
        assert_eq!(parse_integer_arguments(&[StringLiteral]), Err(0));
        // 8, f(1)
        assert_eq!(parse_integer_arguments(&[NumericLiteral, Comma, Identifier, LParen, NumericLiteral, RParen]), Err(2));
        // 8 8
        assert_eq!(parse_integer_arguments(&[NumericLiteral, NumericLiteral]), Err(1));
        // 8 +
        assert_eq!(parse_integer_arguments(&[NumericLiteral, Plus]), Err(1));
        // (8
        assert_eq!(parse_integer_arguments(&[LParen, NumericLiteral]), Err(1));
        // 8,,
        assert_eq!(parse_integer_arguments(&[NumericLiteral, Comma, Comma]), Err(2));
        // sizeof(int)
        assert_eq!(parse_integer_arguments(&[Other, LParen, Other, RParen]), Err(0));
    }
}
