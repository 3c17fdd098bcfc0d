"""What the game is waiting for: who decides, and what kind of decision (GUIDE principle 6)."""

from __future__ import annotations

import msgspec


class Pending(msgspec.Struct, frozen=True, gc=False):
    """The decision the game is waiting for.

    kinds: priority (117), mode (601.2b, 700.2), alternative (118.9), additional (601.2b: kicker), x (601.2b, 107.3),
    target (601.2c, slot = which target requirement), divide (601.2d), sacrifice, tap, exile, return, remove and
    reveal (601.2h: cost choices),
    pay (601.2g-h), order (603.3b), choose (a choice while resolving or for a rules procedure), may,
    attackers (508.1), blockers (509.1), damage (510.1c-d, 702.19b), game_over."""

    player: int
    kind: str
    prompt: str = ""
    options: tuple[int, ...] = ()
    min: int = 0
    max: int = 0
    slot: int = 0
    object: int = 0  # the spell or ability being announced, when there is one
    groups: tuple[tuple[int, ...], ...] = ()  # new_targets: per target, its possible targets
    sizes: tuple[int, ...] = ()
    labels: tuple[str, ...] = ()  # each option's text, when the options are not objects (a color, a mode...)
    purpose: str = ""  # what a `choose` is for, for agents (never parse the prompt): see Question.purpose
    picked: tuple[int, ...] = ()  # a choose of several (max > 1): the options picked so far, one a step

    def __str__(self) -> str:
        return f"P{self.player + 1} {self.kind}: {self.prompt}" if self.prompt else f"P{self.player + 1} {self.kind}"
