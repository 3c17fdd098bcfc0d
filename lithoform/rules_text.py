"""The Comprehensive Rules text, by rule number: for citing rules in logs, errors and tests.

    >>> from lithoform.rules_text import rule, exists
    >>> rule("608.2h").startswith("608.2h If an effect requires information from the game")
    True
    >>> exists("608.2o")  # subrules skip the letters l and o
    False

`rule("608.2")` is 608.2 and its subrules 608.2a-p; `rule("608")` the whole section; a term
that is not a number is looked up in the glossary. The packaged copy (data/comprules.txt.gz,
written by scripts/build_rules.py) is read on first use.
"""

from __future__ import annotations

import argparse
import bisect
import difflib
import functools
import gzip
import re
import sys
from dataclasses import dataclass
from pathlib import Path

PACKAGED_RULES = Path(__file__).resolve().parent / "data" / "comprules.txt.gz"

# "6." chapter, "608." section, "608.2." rule, "608.2h" subrule; the CR is not consistent about
# a trailing period ("606.5 If..." and "119.1d. In..." both occur), so it is optional.
_HEADING = re.compile(r"(?P<label>(?P<number>\d{3}(?:\.\d+[a-z]*)?|\d)\.?)\s+(?P<text>\S.*)")
_QUERY = re.compile(r"(?:(?:cr|rule)\s*)?(?P<number>\d{1,3}(?:\.\d+[a-zA-Z]*)?)\.?", re.IGNORECASE)
# Rule numbers as cited in prose or code comments, e.g. "see rule 608.2h".
CITATION = re.compile(r"\b\d{3}\.\d+[a-z]?\b")


class UnknownRuleError(LookupError):
    """No such rule number (or glossary term); `suggestions` holds the nearest ones."""

    def __init__(self, query: str, suggestions: tuple[str, ...] = ()) -> None:
        super().__init__(query)
        self.query = query
        self.suggestions = suggestions

    def __str__(self) -> str:
        message = f"no rule or glossary entry {self.query!r} in the Comprehensive Rules"
        return f"{message}; nearest: {', '.join(self.suggestions)}" if self.suggestions else message


@dataclass(frozen=True, slots=True)
class Rule:
    number: str  # normalised: "6", "608", "608.2", "608.2h"
    label: str  # as printed, e.g. "608.2." or "608.2h"
    text: str  # the rule's own text; continuation paragraphs follow on new lines
    examples: tuple[str, ...] = ()  # "Example: ..." paragraphs, which belong to this rule

    @property
    def depth(self) -> int:
        """0 chapter, 1 section, 2 rule, 3 subrule."""
        if "." not in self.number:
            return 0 if len(self.number) == 1 else 1
        return 3 if self.number[-1].isalpha() else 2

    def render(self) -> str:
        return "\n".join((f"{self.label} {self.text}", *self.examples))


class RulesText:
    """A parsed copy of the Comprehensive Rules."""

    def __init__(self, text: str) -> None:
        lines = text.lstrip("\ufeff").splitlines()
        effective = next((ln for ln in lines[:20] if "effective as of" in ln), "")
        self.effective_date = effective.partition("effective as of")[2].strip(" .")
        glossary_at = _last_index(lines, "Glossary")
        credits_at = _last_index(lines, "Credits", default=len(lines))
        self.rules = _parse_rules(lines[_body_start(lines) : glossary_at])
        self._index = {r.number: i for i, r in reversed(list(enumerate(self.rules)))}
        self._ends = _subtree_ends(self.rules)
        self.glossary = _parse_glossary(lines[glossary_at + 1 : credits_at])
        self._terms = _term_index(self.glossary)

    @classmethod
    def from_file(cls, path: str | Path) -> RulesText:
        """Read a plain or gzipped rules file."""
        data = Path(path).read_bytes()
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
        return cls(data.decode("utf-8-sig"))

    def exists(self, number: str) -> bool:
        normal = _normalise(number)
        return normal is not None and normal in self._index

    def get(self, number: str) -> Rule:
        """The single rule (without its subrules)."""
        normal = _normalise(number)
        if normal is None or normal not in self._index:
            raise UnknownRuleError(number, self._nearest_numbers(normal or number))
        return self.rules[self._index[normal]]

    def subtree(self, number: str) -> tuple[Rule, ...]:
        """The rule and everything under it, in document order."""
        start = self._index[self.get(number).number]
        return self.rules[start : self._ends[start]]

    def rule(self, query: str) -> str:
        """The text of a rule and its subrules, or of a glossary entry when `query` is not a number."""
        if _normalise(query) is None:
            return self.term(query)
        return "\n\n".join(r.render() for r in self.subtree(query))

    def term(self, term: str) -> str:
        """A glossary entry, e.g. term("mana value") -> "Mana Value\\nThe amount of mana ..."."""
        key = _term_key(term)
        if key not in self._terms:
            near = difflib.get_close_matches(key, self._terms, n=5, cutoff=0.6)
            raise UnknownRuleError(term, tuple(dict.fromkeys(self._terms[k] for k in near)))
        name = self._terms[key]
        return f"{name}\n{self.glossary[name]}"

    def _nearest_numbers(self, number: str, limit: int = 4) -> tuple[str, ...]:
        """The existing siblings either side of where `number` would be ("608.2o" -> 608.2n, 608.2p...)."""
        parent = next((a for a in _ancestors(number) if a in self._index), None)
        if _sort_key(number) is None or parent is None:
            return tuple(difflib.get_close_matches(number, self._index, n=limit, cutoff=0.6))
        depth = self.get(parent).depth + 1
        siblings = [r.number for r in self.subtree(parent) if r.depth == depth]
        at = bisect.bisect(siblings, _sort_key(number), key=_sort_key)
        # Closest to the gap first; on a tie the one before it.
        order = sorted(range(len(siblings)), key=lambda i: (abs(i - at + 0.5), i))
        return tuple(siblings[i] for i in order[:limit])


def _normalise(query: str) -> str | None:
    match = _QUERY.fullmatch(query.strip())
    return match["number"].lower() if match else None


def _sort_key(number: str) -> tuple[int, int, int, str] | None:
    """Document order of rule numbers: 608 < 608.1 < 608.2 < 608.2a < ... < 608.2z < 608.2aa."""
    match = re.fullmatch(r"(\d+)(?:\.(\d+)([a-z]*))?", number)
    if match is None:
        return None
    section, rule_no, letters = match.groups()
    return int(section), int(rule_no or -1), len(letters or ""), letters or ""


def _ancestors(number: str) -> list[str]:
    """The enclosing rule, section and chapter numbers, innermost first: 608.2h -> 608.2, 608, 6."""
    parents = []
    if number[-1:].isalpha():
        parents.append(number.rstrip("abcdefghijklmnopqrstuvwxyz"))
    section = number.partition(".")[0]
    if "." in number:
        parents.append(section)
    if len(section) == 3:
        parents.append(section[0])
    return parents


def _last_index(lines: list[str], heading: str, default: int | None = None) -> int:
    for i in range(len(lines) - 1, -1, -1):
        if lines[i].strip() == heading:
            return i
    if default is None:
        raise ValueError(f"no {heading!r} heading in the rules text")
    return default


def _body_start(lines: list[str]) -> int:
    """The chapter heading above the first numbered rule (the table of contents repeats the headings)."""
    start = next(i for i, ln in enumerate(lines) if re.match(r"\d{3}\.\d", ln))
    # Step back over exactly the section heading ("100. General") and chapter heading ("1. ...").
    for pattern in (r"\d{3}\.\s.*", r"\d\.\s.*"):
        above = start - 1
        while above > 0 and not lines[above].strip():
            above -= 1
        if re.fullmatch(pattern, lines[above]):
            start = above
    return start


def _parse_rules(lines: list[str]) -> tuple[Rule, ...]:
    rules: list[Rule] = []
    for line in lines:
        stripped = line.strip()
        match = _HEADING.fullmatch(line)
        if match:
            rules.append(Rule(match["number"], match["label"], match["text"].strip()))
        elif not stripped or not rules:
            continue
        elif stripped.startswith("Example:"):
            last = rules[-1]
            rules[-1] = Rule(last.number, last.label, last.text, (*last.examples, stripped))
        else:  # an indented continuation paragraph, e.g. under 205.4c
            last = rules[-1]
            rules[-1] = Rule(last.number, last.label, f"{last.text}\n{stripped}", last.examples)
    return tuple(rules)


def _subtree_ends(rules: tuple[Rule, ...]) -> list[int]:
    """For each rule, the index just past its last descendant (the next rule at its depth or above)."""
    ends = [len(rules)] * len(rules)
    open_rules: list[int] = []
    for i, current in enumerate(rules):
        while open_rules and rules[open_rules[-1]].depth >= current.depth:
            ends[open_rules.pop()] = i
        open_rules.append(i)
    return ends


def _parse_glossary(lines: list[str]) -> dict[str, str]:
    entries: dict[str, str] = {}
    block: list[str] = []
    for line in [*lines, ""]:
        if line.strip():
            block.append(line.strip())
        elif block:
            entries.setdefault(block[0], "\n".join(block[1:]))
            block = []
    return entries


def _term_key(term: str) -> str:
    return " ".join(term.replace("\u2019", "'").split()).casefold()


def _term_index(glossary: dict[str, str]) -> dict[str, str]:
    """Lookup key -> glossary term, also under each variant of "You, Your" and without "(Obsolete)"."""
    index = {_term_key(t): t for t in glossary}
    for term in glossary:
        bare = re.sub(r"\s*\(.*?\)\s*$", "", term)
        for variant in (bare, *bare.split(", ")):
            index.setdefault(_term_key(variant), term)
    return index


@functools.cache
def packaged() -> RulesText:
    """The packaged Comprehensive Rules, parsed once."""
    return RulesText.from_file(PACKAGED_RULES)


def rule(number: str) -> str:
    """Text of a rule and all its subrules ("608.2" gives 608.2 and 608.2a-p), or a glossary entry."""
    return packaged().rule(number)


def exists(number: str) -> bool:
    """Whether a rule number exists, e.g. to check the numbers cited in code and logs."""
    return packaged().exists(number)


def get_rule(number: str) -> Rule:
    return packaged().get(number)


def glossary(term: str) -> str:
    return packaged().term(term)


def add_rules_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("rules", help="print a Comprehensive Rules rule or glossary entry")
    parser.add_argument(
        "number", nargs="+", help='rule number such as 608.2h, or a glossary term such as "mana value"'
    )
    parser.set_defaults(func=rules_command)


def rules_command(args: argparse.Namespace) -> int:
    try:
        print(rule(" ".join(args.number)))
    except UnknownRuleError as exc:
        print(f"lithoform: {exc}", file=sys.stderr)
        return 1
    return 0
