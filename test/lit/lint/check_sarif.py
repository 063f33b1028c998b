#!/usr/bin/env python3
"""check_sarif.py LOG URI RULE LINE COLUMN: the SARIF 2.1.0 fields GitHub
code scanning needs, for one expected result."""
import json
import sys

log_path, uri, rule, line, column = sys.argv[1:6]
log = json.load(open(log_path))
errors = []


def expect(condition, message):
    if not condition:
        errors.append(message)


expect(log.get("version") == "2.1.0", "version must be 2.1.0")
expect("sarif" in log.get("$schema", ""), "$schema must name SARIF")
runs = log.get("runs", [])
expect(len(runs) == 1, "one run")
run = runs[0] if runs else {}
driver = run.get("tool", {}).get("driver", {})
expect(driver.get("name") == "hipport", "tool.driver.name")
expect(bool(driver.get("version")), "tool.driver.version")
rules = driver.get("rules", [])
ids = [r.get("id") for r in rules]
expect(rule in ids, "the rule is in tool.driver.rules")
expect(len(ids) == len(set(ids)), "rule ids are unique")
for r in rules:
    expect(bool(r.get("shortDescription", {}).get("text")),
           "shortDescription of " + str(r.get("id")))
    expect(bool(r.get("help", {}).get("text")), "help of " + str(r.get("id")))
    expect(r.get("defaultConfiguration", {}).get("level") in
           ("note", "warning", "error"), "level of " + str(r.get("id")))
results = [r for r in run.get("results", [])
           if r.get("ruleId") == rule and r["locations"][0]["physicalLocation"]
           ["region"].get("startLine") == int(line)]
expect(len(results) == 1, "one result for the rule on the line")
for result in results:
    expect(ids[result.get("ruleIndex", -1)] == rule, "ruleIndex points at the rule")
    expect(result.get("level") in ("note", "warning", "error"), "result level")
    expect(bool(result.get("message", {}).get("text")), "message.text")
    location = result["locations"][0]["physicalLocation"]
    artifact = location["artifactLocation"]
    expect(artifact.get("uri") == uri,
           "uri relative to the repository root: %s" % artifact.get("uri"))
    expect(artifact.get("uriBaseId") == "%SRCROOT%", "uriBaseId")
    expect(location["region"].get("startLine") == int(line), "startLine")
    expect(location["region"].get("startColumn") == int(column), "startColumn")
    fingerprint = result.get("partialFingerprints", {}).get(
        "primaryLocationLineHash", "")
    expect(len(fingerprint) > 2, "partialFingerprints.primaryLocationLineHash")
base = run.get("originalUriBaseIds", {}).get("%SRCROOT%", {}).get("uri", "")
expect(base.startswith("file://") and base.endswith("/"),
       "originalUriBaseIds.%SRCROOT% is a directory URI")
if errors:
    sys.exit("SARIF check failed:\n  " + "\n  ".join(errors))
