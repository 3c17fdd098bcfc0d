"""Heartless Act ({1}{B} instant): "Choose one — • Destroy target creature with no counters on it. • Remove up to
three counters from target creature." (122.1: a creature with no counter of any kind; 122.8.)"""

from __future__ import annotations

import pytest
from support import basics, board, cast, counters, use_compiled, zone_names

use_compiled("Heartless Act")


def _answer_kinds(game, kinds: list[str | None]) -> None:
    """Resolves the stack, answering each 'next counter to remove' choice with a kind (None: stop)."""
    for _ in range(30):
        p = game.pending
        if p.kind == "priority":
            if not game.state.stack:
                return
            game.apply("pass")
            continue
        kind = kinds.pop(0)
        game.apply("choose" if kind is None else f"choose {p.labels.index(kind)}")


def test_the_first_mode_destroys_a_creature_with_no_counters_only() -> None:
    game = board({"hand": ["Heartless Act"], "battlefield": basics(Swamp=2)},
                 {"battlefield": ["Grizzly Bears", {"card": "Hill Giant", "counters": {"+1/+1": 1}}]})
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    game.apply(f"cast {game.find('Heartless Act', zone='hand')}")
    game.apply("mode 1")
    options = [str(a) for a in game.legal_actions()]
    assert f"target {bears}" in options and f"target {giant}" not in options  # a +1/+1 counter: not legal
    game.apply(f"target {bears}")
    game.apply("autopay")
    _answer_kinds(game, [])
    assert "Grizzly Bears" in zone_names(game, "graveyard", 1)


@pytest.mark.parametrize(("answers", "left"), [(["+1/+1", "shield", None], (1, 0)),
                                               (["+1/+1", "+1/+1", "shield"], (0, 0)), ([None], (2, 1))])
def test_ruling_the_caster_chooses_which_counters_of_any_kinds(answers: list, left: tuple[int, int]) -> None:
    """Ruling: "If you choose the second mode for Heartless Act, you choose which counters to remove from the
    creature, no matter who controls the creature. You may choose counters of different kinds." Up to three:
    P1 chooses each one, or stops."""
    game = board({"hand": ["Heartless Act"], "battlefield": basics(Swamp=2)},
                 {"battlefield": [{"card": "Hill Giant", "counters": {"+1/+1": 2, "shield": 1}}]})
    giant = game.find("Hill Giant")
    cast(game, "Heartless Act", giant, mode=2)
    _answer_kinds(game, list(answers))
    assert (counters(game, giant, "+1/+1"), counters(game, giant, "shield")) == left
