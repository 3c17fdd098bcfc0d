"""CR 706: rolling a die. 706.1a: a dN has N equally likely outcomes numbered 1 to N (the engine rolls with the
game's seeded generator, 706.1b); 706.3a: a results table's row 'N1—N2 | [effect]' means 'If the result was N1
to N2, [effect]'; 706.3b: the table belongs to the ability that rolls. Played with Farideh's Fireball
("Farideh's Fireball deals 5 damage to target creature or planeswalker. Roll a d20. 1—9 | Farideh's Fireball
deals 2 damage to each player. 10—20 | Farideh's Fireball deals 2 damage to each opponent.") and Brazen Dwarf
("Whenever you roll one or more dice, Brazen Dwarf deals 1 damage to each opponent.")."""

from __future__ import annotations

import pytest
from support import basics, board, cast, events, life, pass_both, use_compiled

from lithoform import Game
from lithoform.catalog.compiled import compiled
from lithoform.state.model import GameState

use_compiled("Farideh's Fireball", "Brazen Dwarf", "Contact Other Plane", "Sylvan Shepherd", "Pixie Guide", "Critical Hit")

FIREBALL = "Farideh's Fireball"


def _fireball(monkeypatch: pytest.MonkeyPatch, natural: int, dwarf: bool = False) -> Game:
    p1 = {"hand": [FIREBALL], "battlefield": [*basics(Mountain=6), "Grizzly Bears"] + (["Brazen Dwarf"] if dwarf
                                                                                      else [])}
    game = board(p1, {"battlefield": ["Hill Giant"]})
    monkeypatch.setattr(GameState, "random", lambda self, bound: natural - 1 if bound == 20 else 0)
    cast(game, FIREBALL, game.find("Hill Giant"))
    pass_both(game)
    return game


def test_706_3a_a_low_result_runs_the_first_row(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _fireball(monkeypatch, 9)
    assert (life(game, 0), life(game, 1)) == (18, 18)  # 1—9: 2 damage to each player
    (roll,) = events(game, "die_roll")
    assert (roll.args["sides"], roll.args["result"]) == (20, 9)
    assert "706.1a" in roll.rules


def test_706_3a_a_high_result_runs_its_row_only(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _fireball(monkeypatch, 20)
    assert (life(game, 0), life(game, 1)) == (20, 18)  # 10—20: each opponent only


def test_706_2_whenever_you_roll_one_or_more_dice_triggers(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _fireball(monkeypatch, 15, dwarf=True)
    assert life(game, 1) == 18  # the row's 2 damage
    pass_both(game)  # Brazen Dwarf's trigger
    assert life(game, 1) == 17


def test_706_1a_the_results_are_1_to_n_and_follow_the_seed() -> None:
    def rolls(seed: int) -> list[int]:
        game = board({"hand": ["Contact Other Plane"], "battlefield": basics(Island=4),
                      "library": ["Island"] * 10}, seed=seed)
        cast(game, "Contact Other Plane")
        pass_both(game)
        while game.pending.kind != "priority":
            game.apply(game.legal_actions()[0])
        return [e.args["result"] for e in events(game, "die_roll")]
    assert rolls(3) == rolls(3)
    assert all(1 <= r <= 20 for s in range(5) for r in rolls(s))


def test_706_3a_rows_must_cover_every_result() -> None:
    """A table is read with its roll (706.3b); the compiled rows cover 1 to 20 once each."""
    card = compiled("Sylvan Shepherd").card
    assert card is not None
    (trigger,) = [a for a in card.faces[0].abilities if type(a).__name__ == "TriggeredAbility"]
    assert [(r.low, r.high) for r in trigger.effect.table] == [(1, 9), (10, 19), (20, 20)]


def _fixed(monkeypatch: pytest.MonkeyPatch, naturals: list[int]) -> None:
    values = iter(naturals)
    monkeypatch.setattr(GameState, "random", lambda self, bound: next(values) - 1 if bound == 20 else 0)


def test_706_6_an_ignored_roll_never_happened(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pixie Guide: 'If you would roll one or more dice, instead roll that many dice plus one and ignore the
    lowest roll.' — the 1 is ignored, the 20 is the roll."""
    game = board({"hand": [FIREBALL], "battlefield": [*basics(Mountain=6), "Pixie Guide"]},
                 {"battlefield": ["Hill Giant"]})
    _fixed(monkeypatch, [1, 20])
    cast(game, FIREBALL, game.find("Hill Giant"))
    pass_both(game)
    assert [e.args["result"] for e in events(game, "die_roll")] == [20]
    assert [e.args["ignored"] for e in events(game, "dice_ignored")] == [[1]]
    assert (life(game, 0), life(game, 1)) == (20, 18)  # 10—20: each opponent only


def test_706_2_a_natural_20_triggers_from_the_graveyard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Critical Hit: 'When you roll a natural 20, return Critical Hit from your graveyard to your hand.'"""
    game = board({"hand": [FIREBALL], "graveyard": ["Critical Hit"], "battlefield": basics(Mountain=6)},
                 {"battlefield": ["Hill Giant"]})
    _fixed(monkeypatch, [20])
    cast(game, FIREBALL, game.find("Hill Giant"))
    pass_both(game)
    pass_both(game)  # Critical Hit's trigger
    assert "Critical Hit" in [game.chars(o).name for o in game.zone("hand", 0)]
