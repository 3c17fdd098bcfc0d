"""Actions: frozen, hashable values with a text form that round-trips (like python-chess moves).

    >>> a = Action.parse("activate 12 1 mana:G")
    >>> a
    Action('activate 12 1 mana:G')
    >>> Action.parse(str(a)) == a
    True
"""

from __future__ import annotations

import re

import msgspec

KINDS = {
    "pass": "pass priority (117.3d)",
    "play": "play a land (305.1): play ID",
    "cast": "begin casting a spell (601.2a): cast ID [FACE|VIA] or cast ID VIA FACE (VIA: flashback, graveyard, library; 601.3)",
    "activate": "activate an ability (602.2): activate ID N [mana:COLOR] [sac:ID]",
    "mode": "choose the mode(s) (601.2b, 700.2): mode N [N ...]",
    "alternative": "pay an alternative cost instead of the mana cost (118.9): alternative NAME|none",
    "additional": "pay or decline an additional cost (601.2b): additional kicker|NAME|none (NAME: buyback...)",
    "x": "choose the value of X (601.2b): x N",
    "target": "choose a target (601.2c): target ID|P1|P2",
    "done": "stop choosing targets for a requirement with a variable number, or options of a choice of several",
    "divide": "divide damage or counters (601.2d): divide N N ...",
    "sacrifice": "choose what to sacrifice to pay a cost (601.2h): sacrifice ID",
    "discard": "choose a card to discard to pay a cost (601.2h): discard ID",
    "tap": "choose a permanent to tap to pay a cost (601.2h): tap ID",
    "exile": "choose a card in your hand to exile to pay a cost (601.2h): exile ID",
    "return": "choose a permanent to return to its owner's hand to pay a cost (601.2h): return ID",
    "remove": "choose a permanent to remove a counter from to pay a cost (601.2h): remove ID",
    "reveal": "choose a card in your hand to reveal to pay a cost (601.2h, 701.20a): reveal ID",
    "pay": "pay the mana cost from the pool (601.2h): pay [life:N]",
    "autopay": "activate mana abilities as the auto-payer chooses, then pay",
    "convoke": "tap a creature for one mana of a convoke spell's cost (702.51a): convoke ID COLOR|generic",
    "delve": "exile a card from your graveyard for one generic mana of a delve spell's cost (702.66a): delve ID",
    "improvise": "tap an artifact for one generic mana of an improvise spell's cost (702.126a): improvise ID",
    "foretell": "pay {2} and exile a card with foretell from your hand face down, a special action (702.143a): foretell ID",
    "turn": "turn a face-down permanent face up, a special action (116.2b, 702.37e, 701.40b): turn ID [VIA]",
    "suspend": "suspend a card from your hand, a special action (116.2f, 702.62a): suspend ID",
    "companion": "pay {3} and put your companion from outside the game into your hand, a special action (116.2g)",
    "cancel": "abandon the announcement and rewind (733)",
    "order": "order triggered abilities (603.3b): order N N ... (first goes on the stack first)",
    "attack": "declare an attacker (508.1): attack ID P2|PLANESWALKER",
    "block": "declare a blocker (509.1): block BLOCKER ATTACKER",
    "damage": "assign combat damage among the listed recipients (510.1): damage N N ...",
    "choose": "answer a choice: choose ID ... (the whole answer, also to a choice of several)",
    "pick": "pick one more option of a choice of several: pick ID (then done)",
    "yes": "accept a 'may'",
    "no": "decline a 'may'",
    "concede": "concede the game (104.3a)",
}


class ActionError(ValueError):
    """The text is not an action."""


MAX_TEXT = 4096  # characters in an action's text: far more than any legal action needs
MAX_ARGS = 512  # arguments of one action
MAX_DIGITS = 18  # an argument's digits: ids, counts and X up to 10**18 - 1 (a clear error above)
_INT = re.compile(r"-?[0-9]+")


class Action(msgspec.Struct, frozen=True, gc=False, cache_hash=True):
    """A decision's answer: its kind and arguments (ids, numbers, words). Its hash is kept once found (actions
    are keys of the legal listings' and the learning environments' tables, looked up again and again)."""

    kind: str
    args: tuple[int | str, ...] = ()

    def __str__(self) -> str:
        return " ".join([self.kind, *(_arg_text(a) for a in self.args)])

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        if not isinstance(text, str):
            raise ActionError(f"an action's text must be a string, not {type(text).__name__}")
        if len(text) > MAX_TEXT:
            raise ActionError(f"action text of {len(text)} characters; at most {MAX_TEXT}")
        parts = text.split()
        if not parts:
            raise ActionError("empty action")
        kind = parts[0].lower()
        if kind not in KINDS:
            raise ActionError(f"unknown action {kind!r}; known: {', '.join(sorted(KINDS))}")
        return cls(kind, tuple(_parse_arg(p) for p in parts[1:]))

    def check(self) -> Action:
        """This action if it is well formed (a known kind, a tuple of ASCII words and bounded ints), else
        ActionError: a value built by hand as `Action(...)` is checked like parsed text."""
        if not isinstance(self, Action):
            raise ActionError(f"not an action: {self!r}")
        if not isinstance(self.kind, str) or self.kind not in KINDS:
            raise ActionError(f"unknown action kind {self.kind!r}; known: {', '.join(sorted(KINDS))}")
        if not isinstance(self.args, tuple):
            raise ActionError(f"an action's args must be a tuple, not {type(self.args).__name__}")
        if len(self.args) > MAX_ARGS:
            raise ActionError(f"{len(self.args)} arguments; at most {MAX_ARGS}")
        for a in self.args:
            if isinstance(a, bool) or not isinstance(a, int | str):
                raise ActionError(f"argument {a!r} is neither an int nor a word")
            if isinstance(a, int) and abs(a) >= 10**MAX_DIGITS:
                raise ActionError(f"a number of more than {MAX_DIGITS} digits")
            if isinstance(a, str) and (not a or len(a) > MAX_TEXT or any(c.isspace() for c in a)):
                raise ActionError(f"argument {a[:40]!r} is not one word")
        return self


def _arg_text(a: int | str) -> str:
    if isinstance(a, int) and a < 0:
        return f"P{-a}"
    return str(a)


def _parse_arg(p: str) -> int | str:
    """An int for ASCII digits (other scripts' digits are words, so never legal), 'P1'.. for players."""
    if _INT.fullmatch(p):
        if len(p.lstrip("-")) > MAX_DIGITS:
            raise ActionError(f"number of {len(p.lstrip('-'))} digits; at most {MAX_DIGITS}")
        return int(p)
    if p.upper() in ("P1", "P2", "P3", "P4"):
        return -int(p[1:])
    return p


PASS = Action("pass")
