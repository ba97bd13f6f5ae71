//! The command-line words of the post-link tools, read the way LLVM's `cl`
//! reads them (DPC++'s pipelines pass one-dash long options, which `clap`
//! cannot parse): `-name`, `-name=value`, `-name value`, two dashes alike;
//! `-` and words without a dash are inputs.

/// One word of the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arg<'a> {
    Input(&'a str),
    /// `spelled` is the word as written, `inline` the text after `=`.
    Option { spelled: &'a str, name: &'a str, inline: Option<&'a str> },
}

pub struct Args<'a> {
    words: &'a [String],
    next: usize,
    /// Whether `--` ends the options (every later word is an input).
    double_dash_ends_options: bool,
    only_inputs: bool,
}

impl<'a> Args<'a> {
    pub fn new(words: &'a [String], double_dash_ends_options: bool) -> Self {
        Self { words, next: 0, double_dash_ends_options, only_inputs: false }
    }

    /// The value of option `name`: the `inline` text, else the next word
    /// (`error: -<name> needs <what>` when there is none).
    pub fn value(&mut self, name: &str, inline: Option<&str>, what: &str) -> Result<String, String> {
        if let Some(v) = inline {
            return Ok(v.to_owned());
        }
        let v = self.words.get(self.next).cloned().ok_or_else(|| format!("error: -{name} needs {what}"))?;
        self.next += 1;
        Ok(v)
    }

    /// A flag: `true`, or an error when written with a value.
    pub fn flag(name: &str, inline: Option<&str>) -> Result<bool, String> {
        match inline {
            Some(_) => Err(format!("error: -{name} takes no value")),
            None => Ok(true),
        }
    }
}

impl<'a> Iterator for Args<'a> {
    type Item = Arg<'a>;

    fn next(&mut self) -> Option<Arg<'a>> {
        loop {
            let word = self.words.get(self.next)?.as_str();
            self.next += 1;
            if self.only_inputs || word == "-" || !word.starts_with('-') {
                return Some(Arg::Input(word));
            }
            if word == "--" && self.double_dash_ends_options {
                self.only_inputs = true;
                continue;
            }
            let body = word.strip_prefix("--").unwrap_or(&word[1..]);
            let (name, inline) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (body, None),
            };
            return Some(Arg::Option { spelled: word, name, inline });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(list: &[&str]) -> Vec<String> {
        list.iter().map(|w| (*w).to_owned()).collect()
    }

    #[test]
    fn llvm_style_words() {
        let w = words(&["-split=auto", "--o", "x.table", "in.bc", "-", "--", "-not-an-option"]);
        let mut args = Args::new(&w, true);
        assert_eq!(args.next(), Some(Arg::Option { spelled: "-split=auto", name: "split", inline: Some("auto") }));
        assert_eq!(args.next(), Some(Arg::Option { spelled: "--o", name: "o", inline: None }));
        assert_eq!(args.value("o", None, "a file name").unwrap(), "x.table");
        assert_eq!(args.next(), Some(Arg::Input("in.bc")));
        assert_eq!(args.next(), Some(Arg::Input("-")));
        assert_eq!(args.next(), Some(Arg::Input("-not-an-option")));
        assert_eq!(args.next(), None);
        assert_eq!(args.value("o", None, "a file name").unwrap_err(), "error: -o needs a file name");
    }

    #[test]
    fn double_dash_is_an_option_unless_asked() {
        let w = words(&["--"]);
        assert_eq!(Args::new(&w, false).next(), Some(Arg::Option { spelled: "--", name: "", inline: None }));
        assert_eq!(Args::flag("S", Some("1")).unwrap_err(), "error: -S takes no value");
    }
}
