"""Reading a scenario file: the data from `yaml.safe_load`, the line numbers from the composed node tree.

Both come from the same text, so they are walked side by side: a `Doc` is one value of the document with
the node it was built from, which gives every script step and expectation its line, and the text of a
scalar as it was written (`707.10` stays `707.10`, where YAML would read the float 707.1).
"""

from __future__ import annotations

from typing import Any

import yaml

UNSUPPORTED = "is not supported by this engine version yet"


class ScenarioError(ValueError):
    """A malformed scenario file (exit 2): the line and the reason."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


class Doc:
    """One value of the document, its YAML node and its (1-based) line."""

    __slots__ = ("value", "node", "line", "where")

    def __init__(self, value: Any, node: yaml.Node | None, line: int, where: str) -> None:
        self.value = value
        self.node = node
        self.line = line
        self.where = where  # a readable path, e.g. "script[3]"

    def fail(self, reason: str) -> ScenarioError:
        return ScenarioError(self.line, f"{self.where}: {reason}" if self.where else reason)

    # --- mappings ------------------------------------------------------------------------------------------

    def is_map(self) -> bool:
        return isinstance(self.value, dict)

    def fields(self) -> list[Any]:
        return list(self.value) if isinstance(self.value, dict) else []

    def get(self, key: Any) -> Doc | None:
        if not isinstance(self.value, dict) or key not in self.value:
            return None
        node = self._child_node(key)
        line = node.start_mark.line + 1 if node is not None else self.line
        return Doc(self.value[key], node, line, f"{self.where}.{key}" if self.where else str(key))

    def key_line(self, key: Any) -> int:
        if isinstance(self.node, yaml.MappingNode):
            for k, _ in self.node.value:
                if isinstance(k, yaml.ScalarNode) and _same_key(k, key):
                    return k.start_mark.line + 1
        return self.line

    def _child_node(self, key: Any) -> yaml.Node | None:
        if not isinstance(self.node, yaml.MappingNode):
            return None
        pairs = self.node.value
        keys = list(self.value)
        if len(keys) == len(pairs):
            return pairs[keys.index(key)][1]
        for k, v in pairs:  # merge keys make the two differ; match by the key's text
            if isinstance(k, yaml.ScalarNode) and _same_key(k, key):
                return v
        return None

    # --- sequences -----------------------------------------------------------------------------------------

    def elements(self) -> list[Doc]:
        if not isinstance(self.value, list):
            raise self.fail(f"expected a list, got {_kind(self.value)}")
        nodes = self.node.value if isinstance(self.node, yaml.SequenceNode) else []
        out = []
        for i, v in enumerate(self.value):
            node = nodes[i] if i < len(nodes) and len(nodes) == len(self.value) else None
            line = node.start_mark.line + 1 if node is not None else self.line
            out.append(Doc(v, node, line, f"{self.where}[{i + 1}]"))
        return out

    def as_list(self) -> list[Doc]:
        """A list, or a single value taken as a list of one."""
        if isinstance(self.value, list):
            return self.elements()
        return [self]

    # --- scalars ---------------------------------------------------------------------------------------------

    def raw(self) -> str:
        """A scalar as written in the file."""
        if isinstance(self.node, yaml.ScalarNode):
            return str(self.node.value)
        return str(self.value)

    def text(self, source: str) -> str:
        """The file's text for this value, on one line (to name it in reports)."""
        if self.node is None:
            return str(self.value)
        snippet = source[self.node.start_mark.index:self.node.end_mark.index]
        return " ".join(snippet.split())

    def as_int(self, minimum: int | None = None) -> int:
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            raise self.fail(f"expected a whole number, got {self.raw()!r}")
        if minimum is not None and self.value < minimum:
            raise self.fail(f"expected a number of at least {minimum}, got {self.value}")
        return self.value

    def as_bool(self) -> bool:
        if not isinstance(self.value, bool):
            raise self.fail(f"expected true or false, got {self.raw()!r}")
        return self.value

    def as_str(self) -> str:
        if isinstance(self.value, (dict, list)) or self.value is None:
            raise self.fail(f"expected a name or a word, got {_kind(self.value)}")
        return self.raw()


def _same_key(node: yaml.ScalarNode, key: Any) -> bool:
    if node.value == str(key):
        return True
    # `yes`/`no`/`on`/`off` are read as booleans by YAML 1.1
    return isinstance(key, bool) and node.value.lower() in (("yes", "true", "on") if key else ("no", "false", "off"))


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    return {dict: "a mapping", list: "a list", str: "text", bool: "true/false", int: "a number",
            float: "a number"}.get(type(value), type(value).__name__)


def load(text: str) -> Doc:
    """The document of a scenario file; a YAML error becomes a ScenarioError at its line."""
    try:
        value = yaml.safe_load(text)
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark is not None else 1
        raise ScenarioError(line, f"not valid YAML: {e.problem or e.context}") from None
    except yaml.YAMLError as e:
        raise ScenarioError(1, f"not valid YAML: {e}") from None
    if node is not None:
        _no_duplicate_keys(node)
    return Doc(value, node, 1, "")


def _no_duplicate_keys(node: yaml.Node) -> None:
    """YAML silently keeps the last of two equal keys; in a scenario that is always a mistake."""
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for k, v in node.value:
            if isinstance(k, yaml.ScalarNode):
                if k.value in seen and k.value != "<<":
                    raise ScenarioError(k.start_mark.line + 1, f"the key {k.value!r} is given twice")
                seen.add(k.value)
            _no_duplicate_keys(v)
    elif isinstance(node, yaml.SequenceNode):
        for v in node.value:
            _no_duplicate_keys(v)


def known_keys(doc: Doc, known: set[str] | frozenset[str], what: str) -> None:
    for k in doc.fields():
        if k not in known:
            raise ScenarioError(doc.key_line(k), f"{doc.where or what}: unknown key {k!r} for {what}; "
                                f"known: {', '.join(sorted(known))}")


# --- setup ---------------------------------------------------------------------------------------------------


def parse_ref(doc: Doc) -> str:
    """Checks the form of a reference (see refs.py for what it names)."""
    if doc.value is None or isinstance(doc.value, (dict, list, bool)):
        raise doc.fail(f"expected a reference (a label, a name, P1/P2, stack:top...), got {doc.raw()!r}")
    text = doc.raw().strip()
    if not text:
        raise doc.fail("an empty reference")
    if text.startswith("stack:"):
        where = text[6:]
        if where != "top" and not (where.isdigit() and int(where) >= 1):
            raise doc.fail(f"{text!r}: the stack is referred to as stack:top or stack:N (N-th from the top)")
    if "#" in text:
        base, _, n = text.rpartition("#")
        if not base or not n.isdigit() or int(n) < 1:
            raise doc.fail(f"{text!r}: NAME#N names the N-th such object (N from 1)")
    if text.startswith("token:") and len(text) == 6:
        raise doc.fail("token:NAME needs a name")
    return text
