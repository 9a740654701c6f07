#!/usr/bin/env python3
"""Validates the example specs against Schema/errorgen.schema.json.

Checks every Specs/*.yaml and Examples/Catalogs/*.yaml (or the files given as arguments), and the complete example in
Docs/SpecFormat.md: each must start with the `# yaml-language-server: $schema=` line and be valid
under the schema. Before that it checks that the schema rejects a few known-bad specs, so a schema
that accepts everything cannot pass. Prints `N passed, 0 failed` and exits 0 when all pass;
exits 1 on any failure, 2 when a dependency is missing.

Needs Debian's python3-jsonschema and python3-yaml (PyYAML with libyaml: the same parser errorgen
uses, so YAML such as `type: String?` inside `{...}` parses the same way).
"""
import datetime
import glob
import json
import os
import re
import sys

try:
    import jsonschema
    import yaml
    from yaml import CSafeLoader
except ImportError as error:
    print(f"error: {error}; install the Debian packages python3-jsonschema and python3-yaml", file=sys.stderr)
    sys.exit(2)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCHEMA_PATH = os.path.join(ROOT, "Schema", "errorgen.schema.json")
REFERENCE_PATH = os.path.join(ROOT, "Docs", "SpecFormat.md")
SCHEMA_LINE = re.compile(r"^# yaml-language-server: \$schema=(\S+)$")

# Specs the schema must reject: (what is wrong, YAML).
MUST_REJECT = [
    ("an unknown top-level key", "name: E\ncases: [{name: a}]\nnmae: E\n"),
    ("an unknown key in a case", "name: E\ncases: [{name: a, whne: x}]\n"),
    ("no cases", "name: E\ncases: []\n"),
    ("category in the enum shape", "name: E\ncategory: {type: C}\ncases: [{name: a}]\n"),
    ("the struct shape without category", "name: E\nshape: struct\ncases: [{name: a}]\n"),
    # A name like `Float` could be a declared enum (`enums:`), which a JSON Schema cannot check; errorgen does.
    ("deprecated: false", "name: E\ncases: [{name: a, deprecated: false}]\n"),
    ("an unknown value type", "name: E\ncases: [{name: a, payload: [{name: x, type: Float??}]}]\n"),
    ("a map type with Int keys", "name: E\ncases: [{name: a, payload: [{name: x, type: [Int: String]}]}]\n"),
    ("a list of two types", "name: E\ncases: [{name: a, payload: [{name: x, type: [String, Int]}]}]\n"),
    ("a quoted Int default", "name: E\ncases: [{name: a}]\ninbound:\n  parameters: [{name: n, type: Int?, default: \"30\"}]\n  fallback: a\n"),
    ("a Bool property with a text value", "name: E\ncases: [{name: a}]\nproperties: [{name: p, type: Bool, default: maybe}]\n"),
    ("a non-optional property without default", "name: E\ncases: [{name: a}]\nproperties: [{name: p, type: Int}]\n"),
    ("a docs block with two keys", "name: E\ncases: [{name: a}]\ndocs: [{prose: x, generated: cases}]\n"),
    ("an empty list of inbound initializers", "name: E\ncases: [{name: a}]\ninbound: []\n"),
    ("an initializer with neither fallback nor unknownCode", "name: E\ncases: [{name: a}]\ninbound:\n  - parameters: []\n"),
]


def load_yaml(text):
    """Loads YAML with libyaml; dates and times become text, as errorgen reads every scalar as text."""
    def plain(node):
        if isinstance(node, dict):
            return {str(k): plain(v) for k, v in node.items()}
        if isinstance(node, list):
            return [plain(v) for v in node]
        if isinstance(node, (datetime.date, datetime.datetime)):
            return node.isoformat()
        return node
    return plain(yaml.load(text, Loader=CSafeLoader))


def reference_example():
    """The first ```yaml block of the reference that is a whole spec (it has a `name:` line)."""
    with open(REFERENCE_PATH, encoding="utf-8") as file:
        blocks = re.findall(r"^```yaml\n(.*?)^```$", file.read(), flags=re.S | re.M)
    return next(block for block in blocks if re.search(r"^name: ", block, flags=re.M))


def deepest(error):
    """For anyOf, the alternative that got furthest into the document says more than "not valid under any"."""
    leaves, stack = [], [error]
    while stack:
        current = stack.pop()
        if current.context:
            stack.extend(current.context)
        else:
            leaves.append(current)
    return max(leaves, key=lambda e: len(e.absolute_path))


def problems(validator, text, display_path, schema_file):
    """Every problem with one spec's text, as messages."""
    found = []
    first_line = text.split("\n", 1)[0]
    match = SCHEMA_LINE.match(first_line)
    if not match:
        found.append("the first line must be '# yaml-language-server: $schema=<path to Schema/errorgen.schema.json>'")
    elif display_path is not None:
        target = os.path.normpath(os.path.join(os.path.dirname(display_path), match.group(1)))
        if target != schema_file:
            found.append(f"the $schema line points at {match.group(1)}, not at {os.path.relpath(schema_file, os.path.dirname(display_path))}")
    try:
        document = load_yaml(text)
    except yaml.YAMLError as error:
        return found + [f"YAML: {error}".replace("\n", " ").replace(' in "<unicode string>",', "")]
    for error in sorted(validator.iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path]):
        error = deepest(error)
        location = "/".join(str(part) for part in error.absolute_path) or "(root)"
        found.append(f"{location}: {error.message}")
    return found


def main(arguments):
    with open(SCHEMA_PATH, encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)

    failed = 0
    for what, text in MUST_REJECT:
        if not list(validator.iter_errors(load_yaml(text))):
            print(f"FAIL schema self-check: the schema accepts a spec with {what}")
            failed += 1

    paths = [os.path.abspath(p) for p in arguments] or sorted(glob.glob(os.path.join(ROOT, "Specs", "*.yaml"))
                                                                   + glob.glob(os.path.join(ROOT, "Examples", "Catalogs", "*.yaml")))
    if not paths:
        print("FAIL no specs found in Specs/")
        return 1
    subjects = []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            subjects.append((os.path.relpath(path, ROOT), file.read(), path))
    if not arguments:
        subjects.append(("Docs/SpecFormat.md (complete example)", reference_example(), None))

    passed = 0
    for name, text, path in subjects:
        found = problems(validator, text, path, SCHEMA_PATH)
        if found:
            failed += 1
            print(f"FAIL {name}")
            for message in found:
                print(f"  {message}")
        else:
            passed += 1
            print(f"ok   {name}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
