"""Prints one line per SARIF result: level, file:line:col, first message line.

Fails (exit 1) when the input is not a SARIF 2.1.0 log, so a test reading it
proves the output is machine-readable, not just that some text matched.
"""
import json
import sys

text = sys.stdin.read()
# clang writes the SARIF document, then "N warnings generated." on stderr.
log, _ = json.JSONDecoder().raw_decode(text.lstrip())
if log.get("version") != "2.1.0":
    sys.exit("not SARIF 2.1.0")
for run in log["runs"]:
    rules = run["tool"]["driver"].get("rules", [])
    for result in run["results"]:
        loc = result["locations"][0]["physicalLocation"]
        uri = loc["artifactLocation"]["uri"].rsplit("/", 1)[-1]
        region = loc["region"]
        first = result["message"]["text"].split("\n")[0]
        rule = rules[result["ruleIndex"]]["id"] if "ruleIndex" in result else "-"
        print(f"{result['level']} {uri}:{region['startLine']}:{region['startColumn']} rule={rule} {first}")
