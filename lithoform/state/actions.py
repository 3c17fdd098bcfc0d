"""Actions: frozen, hashable values with a text form that round-trips (like python-chess moves).

    >>> a = Action.parse("activate 12 1 mana:G")
    >>> a
    Action('activate 12 1 mana:G')
    >>> Action.parse(str(a)) == a
    True
"""

from __future__ import annotations

import msgspec

KINDS = {
    "pass": "pass priority (117.3d)",
    "play": "play a land (305.1): play ID",
    "cast": "begin casting a spell (601.2a): cast ID [FACE|VIA] (VIA: flashback, graveyard, library; 601.3)",
    "activate": "activate an ability (602.2): activate ID N [mana:COLOR] [sac:ID]",
    "mode": "choose the mode(s) (601.2b, 700.2): mode N [N ...]",
    "alternative": "pay an alternative cost instead of the mana cost (118.9): alternative NAME|none",
    "additional": "pay or decline an additional cost (601.2b): additional kicker|none",
    "x": "choose the value of X (601.2b): x N",
    "target": "choose a target (601.2c): target ID|P1|P2",
    "done": "stop choosing targets for a requirement with a variable number",
    "divide": "divide damage or counters (601.2d): divide N N ...",
    "sacrifice": "choose what to sacrifice to pay a cost (601.2h): sacrifice ID",
    "discard": "choose a card to discard to pay a cost (601.2h): discard ID",
    "tap": "choose a permanent to tap to pay a cost (601.2h): tap ID",
    "pay": "pay the mana cost from the pool (601.2h): pay [life:N]",
    "autopay": "activate mana abilities as the auto-payer chooses, then pay",
    "convoke": "tap a creature for one mana of a convoke spell's cost (702.51a): convoke ID COLOR|generic",
    "cancel": "abandon the announcement and rewind (733)",
    "order": "order triggered abilities (603.3b): order N N ... (first goes on the stack first)",
    "attack": "declare an attacker (508.1): attack ID P2|PLANESWALKER",
    "block": "declare a blocker (509.1): block BLOCKER ATTACKER",
    "damage": "assign combat damage among the listed recipients (510.1): damage N N ...",
    "choose": "answer a choice: choose ID ...",
    "yes": "accept a 'may'",
    "no": "decline a 'may'",
    "concede": "concede the game (104.3a)",
}


class ActionError(ValueError):
    """The text is not an action."""


class Action(msgspec.Struct, frozen=True, gc=False):
    kind: str
    args: tuple[int | str, ...] = ()

    def __str__(self) -> str:
        return " ".join([self.kind, *(_arg_text(a) for a in self.args)])

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        parts = text.split()
        if not parts:
            raise ActionError("empty action")
        kind = parts[0].lower()
        if kind not in KINDS:
            raise ActionError(f"unknown action {kind!r}; known: {', '.join(sorted(KINDS))}")
        return cls(kind, tuple(_parse_arg(p) for p in parts[1:]))


def _arg_text(a: int | str) -> str:
    if isinstance(a, int) and a < 0:
        return f"P{-a}"
    return str(a)


def _parse_arg(p: str) -> int | str:
    if p.lstrip("-").isdigit():
        return int(p)
    if p.upper() in ("P1", "P2", "P3", "P4"):
        return -int(p[1:])
    return p


PASS = Action("pass")
