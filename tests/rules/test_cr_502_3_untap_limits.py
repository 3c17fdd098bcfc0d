"""502.3: 'the active player determines which permanents they control will untap. Then they untap them all
simultaneously.' Effects that limit how many untap: 'As long as Winter Orb is untapped, players can't untap more
than one land during their untap steps.' (Winter Orb), Smoke (creatures), Mungha Wurm ('You can't untap more than
one land during your untap step.': only its controller's)."""

from __future__ import annotations

from support import board, pass_until, use_compiled

from lithoform import Game

use_compiled("Winter Orb", "Smoke", "Mungha Wurm")


def _tapped(name: str, n: int) -> dict:
    return {"card": name, "count": n, "tapped": True}


def _to_p1_untap(p1: dict, p2: dict | None = None) -> Game:
    """P2's end step; P1's untap step comes next."""
    game = board(p1, p2 or {}, active="P2", step="end")
    game.apply("pass")
    game.apply("pass")  # to P2's cleanup, then P1's turn begins with the untap step (502)
    return game


def _untapped(game: Game, name: str, player: int = 0) -> int:
    return sum(1 for o in game.state.zones["battlefield"] if game.state.objects[o].card == name
               and game.state.objects[o].controller == player and not game.state.objects[o].tapped)


def test_502_3_winter_orb_the_player_chooses_the_one_land_that_untaps() -> None:
    game = _to_p1_untap({"battlefield": ["Winter Orb", _tapped("Forest", 2), _tapped("Mountain", 1)]})
    assert game.pending.kind == "choose" and game.pending.player == 0
    assert game.pending.min == game.pending.max == 1 and len(game.pending.options) == 3
    mountain = game.find("Mountain")
    game.apply(f"choose {mountain}")
    pass_until(game, "upkeep")
    assert not game.state.objects[mountain].tapped
    assert _untapped(game, "Forest") == 0 and _untapped(game, "Mountain") == 1


def test_611_3a_a_tapped_winter_orb_limits_nothing() -> None:
    """'As long as Winter Orb is untapped': a tapped Orb's ability has no effect (611.3a); the Orb untaps too."""
    game = _to_p1_untap({"battlefield": [{"card": "Winter Orb", "tapped": True}, _tapped("Forest", 3)]})
    pass_until(game, "upkeep")
    assert _untapped(game, "Forest") == 3


def test_502_3_smoke_limits_creatures_not_lands() -> None:
    game = _to_p1_untap({"battlefield": ["Smoke", _tapped("Grizzly Bears", 2), _tapped("Forest", 2)]})
    assert game.pending.kind == "choose" and len(game.pending.options) == 2
    game.apply(f"choose {game.pending.options[0]}")
    pass_until(game, "upkeep")
    assert _untapped(game, "Grizzly Bears") == 1 and _untapped(game, "Forest") == 2


def test_502_3_mungha_wurm_limits_only_its_controller() -> None:
    """'You can't untap more than one land during your untap step.': P1's untap step with P2's Wurm untaps all."""
    game = _to_p1_untap({"battlefield": [_tapped("Forest", 3)]}, {"battlefield": ["Mungha Wurm"]})
    pass_until(game, "upkeep")
    assert _untapped(game, "Forest") == 3


def test_502_3_no_question_when_no_more_than_the_limit_would_untap() -> None:
    game = _to_p1_untap({"battlefield": ["Winter Orb", _tapped("Forest", 1), "Mountain"]})
    pass_until(game, "upkeep")
    assert _untapped(game, "Forest") == 1
