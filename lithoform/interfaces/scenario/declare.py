"""Declarations answered by `choose` steps: attackers and blockers (508.1, 509.1), combat damage
assignment (510.1c-d) and the order of simultaneous triggered abilities (603.3b)."""

from __future__ import annotations

from lithoform.interfaces.scenario.engine import Rejected, StepFailure, apply, ref_text
from lithoform.interfaces.scenario.refs import Refs, split
from lithoform.play.game import Game
from lithoform.state.decisions import Pending


def declare_attackers(game: Game, refs: Refs, attackers: tuple[tuple[str, str | None], ...]) -> None:
    """508.1: one `attack` action per creature, then `done` (the declaration is checked as a whole)."""
    active = game.state.active
    opponent = -(2 - active)  # the other player's ref (P1 is -1, P2 is -2)
    for attacker, target in attackers:
        oid = refs.find(game, attacker, [("battlefield", active)])
        what = opponent if target is None else refs.target(game, target, active)
        apply(game, f"attack {oid} {ref_text(what)}")
    apply(game, "done")


def declare_blockers(game: Game, refs: Refs, defender: int, blockers: tuple[tuple[str, str], ...]) -> None:
    """509.1: one `block` action per blocker, then `done`."""
    for blocker, attacker in blockers:
        b = refs.find(game, blocker, [("battlefield", defender)])
        a = refs.find(game, attacker, [("battlefield", 1 - defender)])
        apply(game, f"block {b} {a}")
    apply(game, "done")


def assign_damage(game: Game, refs: Refs, p: Pending, damage: tuple) -> None:
    """510.1c-d: amounts in the order of the recipients, or a mapping recipient -> amount."""
    if all(isinstance(d, int) for d in damage):
        apply(game, "damage " + " ".join(map(str, damage)))
        return
    amounts = dict.fromkeys(p.options, 0)
    for ref, n in damage:
        r = refs.target(game, ref, p.player) if ref in ("P1", "P2") else refs.among(game, ref, p.options)
        if r not in amounts:
            raise Rejected(f"{ref} can't be dealt {game.describe(p.object)}'s combat damage")
        amounts[r] = n
    apply(game, "damage " + " ".join(str(amounts[r]) for r in p.options))


def trigger_order(game: Game, refs: Refs, p: Pending, order: tuple[str | int, ...]) -> list[int]:
    """603.3b: positions among the player's waiting triggers, in the order they triggered; a name (or a
    label) picks the trigger of that source. Unlisted ones follow in the order they triggered."""
    waiting = [w for w in game.state.waiting if w.controller == p.player]
    labels = refs.labels(game)
    picked: list[int] = []
    for item in order:
        pos = item if isinstance(item, int) else _trigger_position(waiting, picked, item, labels)
        if not 1 <= pos <= len(waiting) or pos in picked:
            raise StepFailure(f"order: {item!r} is not one of the {len(waiting)} waiting triggered abilities")
        picked.append(pos)
    return picked + [i for i in range(1, len(waiting) + 1) if i not in picked]


def _trigger_position(waiting: list, picked: list[int], ref: str, labels: dict[str, int]) -> int:
    name, _token, index = split(ref)
    fits = [i for i, w in enumerate(waiting, 1)
            if (labels.get(ref) == w.source if ref in labels else w.source_name == name)]
    if index is not None:
        fits = fits[index - 1:index]
    fits = [i for i in fits if i not in picked]
    if not fits:
        raise StepFailure(f"order: no waiting triggered ability of {ref!r}")
    return fits[0]
