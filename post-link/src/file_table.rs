//! DPC++'s file table (`-o x.table`) and symbol files (`.sym`).
//!
//! A table's first line is `[` + column names joined by `|` + `]`; each
//! following line is one row, cells joined by `|`. There is no quoting, so a
//! cell holding `|` or a line break cannot be written: [`FileTable::to_text`]
//! refuses it instead of writing a broken table.

pub const CODE: &str = "Code";
pub const PROPERTIES: &str = "Properties";
pub const SYMBOLS: &str = "Symbols";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileTable {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl FileTable {
    pub fn new(columns: &[&str]) -> Self {
        Self { columns: columns.iter().map(|c| (*c).to_owned()).collect(), rows: Vec::new() }
    }

    pub fn column(&self, name: &str) -> Option<usize> {
        self.columns.iter().position(|c| c == name)
    }

    pub fn to_text(&self) -> Result<String, String> {
        let mut out = String::new();
        for (i, line) in std::iter::once(&self.columns).chain(&self.rows).enumerate() {
            if let Some(bad) = line.iter().find(|c| c.contains(['|', '\n', '\r'])) {
                return Err(format!(
                    "'{}' cannot be written to a file table: the format has no way to quote '|' or line breaks",
                    bad.escape_debug()
                ));
            }
            let joined = line.join("|");
            if i == 0 {
                out.push('[');
                out.push_str(&joined);
                out.push(']');
            } else {
                out.push_str(&joined);
            }
            out.push('\n');
        }
        Ok(out)
    }

    /// Parses a table; an error gives the 1-based line and what is wrong.
    pub fn parse(text: &str) -> Result<Self, (usize, String)> {
        let mut lines = text.lines().map(|l| l.strip_suffix('\r').unwrap_or(l));
        let header = lines.next().ok_or((1, "empty file table: expected a '[Code|...]' header".to_owned()))?;
        let inner = header
            .strip_prefix('[')
            .and_then(|h| h.strip_suffix(']'))
            .ok_or((1, format!("expected a '[column|...]' header, found '{}'", header.escape_debug())))?;
        let columns: Vec<String> = inner.split('|').map(str::to_owned).collect();
        if columns.iter().any(String::is_empty) {
            return Err((1, "empty column name in the header".to_owned()));
        }
        let mut rows = Vec::new();
        for (index, line) in lines.enumerate() {
            if line.is_empty() {
                continue;
            }
            let cells: Vec<String> = line.split('|').map(str::to_owned).collect();
            if cells.len() != columns.len() {
                return Err((index + 2, format!("row has {} cells but the header names {} columns", cells.len(), columns.len())));
            }
            rows.push(cells);
        }
        Ok(Self { columns, rows })
    }
}

/// A `.sym` file: one entry-point name per line. A name holding a line
/// break cannot be written (it would read back as two names): an error
/// naming it.
pub fn symbols_text<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<String, String> {
    let mut out = String::new();
    for name in names {
        line_name(name)?;
        out.push_str(name);
        out.push('\n');
    }
    Ok(out)
}

/// Checks that `name` fits on one line of a `.sym` or `.prop` file.
pub fn line_name(name: &str) -> Result<(), String> {
    if name.contains(['\n', '\r']) {
        return Err(format!(
            "entry point '{}' has a line break in its name, which a .sym or .prop file cannot hold (one name per line)",
            name.escape_debug()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbol_names_with_line_breaks_are_refused() {
        assert_eq!(symbols_text(["a", "b"]).unwrap(), "a\nb\n");
        let e = symbols_text(["a", "b\nc"]).unwrap_err();
        assert!(e.contains("'b\\nc' has a line break"), "{e}");
        assert!(symbols_text(["x\ry"]).is_err());
    }

    #[test]
    fn writes_and_reads() {
        let mut t = FileTable::new(&[CODE, PROPERTIES, SYMBOLS]);
        t.rows.push(vec!["a_0.bc".into(), "a_0.prop".into(), "a_0.sym".into()]);
        let text = t.to_text().unwrap();
        assert_eq!(text, "[Code|Properties|Symbols]\na_0.bc|a_0.prop|a_0.sym\n");
        assert_eq!(FileTable::parse(&text).unwrap(), t);
    }

    #[test]
    fn refuses_unrepresentable_cells() {
        let mut t = FileTable::new(&[CODE]);
        t.rows.push(vec!["a|b.bc".into()]);
        assert!(t.to_text().unwrap_err().contains("'a|b.bc'"));
        t.rows[0][0] = "a\nb".into();
        assert!(t.to_text().unwrap_err().contains("a\\nb"));
    }

    #[test]
    fn parse_errors() {
        assert_eq!(FileTable::parse("").unwrap_err().0, 1);
        assert_eq!(FileTable::parse("Code\n").unwrap_err().0, 1);
        assert_eq!(FileTable::parse("[Code|Symbols]\na\n").unwrap_err().0, 2);
    }
}
