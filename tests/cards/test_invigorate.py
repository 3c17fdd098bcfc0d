"""Invigorate: "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3
life. / Target creature gets +4/+4 until end of turn." An alternative cost (118.9) paid by an opponent's life gain
(601.2h); Reverent Silence and Skyshroud Cutter ('have each other player gain N life') read the same way."""

from __future__ import annotations

from support import board, legal, pt, resolve_stack, use_compiled

use_compiled("Invigorate", "Reverent Silence", "Leyline of Punishment", "Sulfuric Vortex")


def _cast_free(game, target: str) -> None:
    game.apply(f"cast {game.find('Invigorate')}")
    game.apply("alternative life_gift")
    game.apply(f"target {game.find(target)}")
    if game.pending.kind == "pay":
        game.apply("autopay")


def test_with_a_forest_the_opponent_gains_3_life_and_no_mana_is_spent() -> None:
    game = board({"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Invigorate"]})
    forest = game.find("Forest")
    _cast_free(game, "Grizzly Bears")
    assert game.state.players[1].life == 23  # paid as the spell is cast (601.2h), before it resolves
    resolve_stack(game)
    assert pt(game, game.find("Grizzly Bears")) == (6, 6)
    assert not game.state.objects[forest].tapped


def test_without_a_forest_the_alternative_cost_is_not_offered() -> None:
    game = board({"battlefield": ["Grizzly Bears", "Mountain"], "hand": ["Invigorate"]})
    assert not legal(game, f"cast {game.find('Invigorate')}")  # no green mana and no Forest (118.9)


def test_ruling_an_opponent_who_cant_gain_life_cant_pay_it() -> None:
    """Ruling: "If an effect says that an opponent can't gain life, you can't have that player gain life to pay
    Invigorate's alternative cost." (119.7, 118.3) With Leyline of Punishment, three Forests cast it for its
    mana cost only; with one Forest it can't be cast at all."""
    game = board({"battlefield": [{"card": "Forest", "count": 3}, "Grizzly Bears", "Leyline of Punishment"],
                  "hand": ["Invigorate"]})
    game.apply(f"cast {game.find('Invigorate')}")
    assert not legal(game, "alternative life_gift")
    one = board({"battlefield": ["Forest", "Grizzly Bears", "Leyline of Punishment"], "hand": ["Invigorate"]})
    assert not legal(one, f"cast {one.find('Invigorate')}")


def test_ruling_a_replaced_life_gain_still_pays_it() -> None:
    """Ruling: "If an effect instead replaces life gain, such as that of Sulfuric Vortex, you may choose to pay the
    cost even though the cost's action is replaced with nothing." """
    game = board({"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Invigorate"]},
                 {"battlefield": ["Sulfuric Vortex"]})
    _cast_free(game, "Grizzly Bears")
    assert game.state.players[1].life == 20
    resolve_stack(game)
    assert pt(game, game.find("Grizzly Bears")) == (6, 6)


def test_reverent_silence_each_other_player_gains_6_life() -> None:
    game = board({"battlefield": ["Forest"], "hand": ["Reverent Silence"]},
                 {"battlefield": ["Pacifism"]})
    game.apply(f"cast {game.find('Reverent Silence')}")
    game.apply("alternative life_gift")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert game.state.players[1].life == 26 and game.state.players[0].life == 20
