"""Dire Fleet Daredevil, compiled from its Oracle text: 'When Dire Fleet Daredevil enters the battlefield, exile
target instant or sorcery card from an opponent's graveyard. You may cast it this turn, and you may spend mana as
though it were mana of any type to cast that spell. If that spell would be put into a graveyard this turn, exile it
instead.' (601.3, 609.4b, 614.1a; mechanics/exile_cast)"""

from __future__ import annotations

from support import board, cast, life, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Dire Fleet Daredevil")


def _acts(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _daredevil(their_graveyard: list[str], lands: list) -> Game:
    game = board({"battlefield": lands, "hand": ["Dire Fleet Daredevil"]}, {"graveyard": their_graveyard})
    cast(game, "Dire Fleet Daredevil")
    pass_both(game)  # the Daredevil resolves; its trigger asks for its target
    if game.pending.kind == "target":
        game.apply(f"target {game.find(their_graveyard[0], zone='graveyard', player=1)}")
    pass_both(game)  # the trigger resolves
    return game


def test_the_exiled_card_is_cast_with_mana_of_any_type_then_exiled() -> None:
    """609.4b: Mountains pay Lightning Bolt's {R}... and also Counterspell's {U}{U}; 614.1a: exiled afterwards."""
    game = _daredevil(["Lightning Bolt"], [{"card": "Mountain", "count": 2}, "Swamp"])
    bolt = game.find("Lightning Bolt", zone="exile")
    act = next(a for a in _acts(game) if a.startswith(f"cast {bolt}"))
    game.apply(act)
    game.apply("target P2")
    game.apply("autopay")  # the Swamp's {B} pays {R}
    pass_both(game)
    assert life(game, 1) == 17
    assert "Lightning Bolt" in names(game, "exile", player=1)
    assert "Lightning Bolt" not in names(game, "graveyard", player=1)


def test_mana_of_the_wrong_color_pays_for_it() -> None:
    game = _daredevil(["Lightning Bolt"], [{"card": "Mountain", "count": 2}, "Island"])
    bolt = game.find("Lightning Bolt", zone="exile")
    assert any(a.startswith(f"cast {bolt}") for a in _acts(game))  # the Island is left, a {U}: it pays {R}


def test_the_timing_rules_of_its_type_still_apply() -> None:
    """Ruling (2018-01-19): 'The effect of Dire Fleet Daredevil doesn't change when you can cast the exiled card.
    For example, if you exile a sorcery card, you can cast it only during your main phase when the stack is
    empty.'"""
    game = _daredevil(["Lava Spike"], [{"card": "Mountain", "count": 4}])
    spike = game.find("Lava Spike", zone="exile")
    assert any(a.startswith(f"cast {spike}") for a in _acts(game))
    game2 = board({"battlefield": [{"card": "Mountain", "count": 4}], "hand": ["Dire Fleet Daredevil", "Shock"]},
                  {"graveyard": ["Lava Spike"]})
    cast(game2, "Dire Fleet Daredevil")
    pass_both(game2)
    if game2.pending.kind == "target":
        game2.apply(f"target {game2.find('Lava Spike', zone='graveyard', player=1)}")
    pass_both(game2)
    cast(game2, "Shock", "P2")  # P1 holds priority with Shock on the stack
    spike = game2.find("Lava Spike", zone="exile")
    assert not any(a.startswith(f"cast {spike}") for a in _acts(game2))


def test_only_this_turn() -> None:
    """Ruling (2018-01-19): 'Casting an exiled card causes it to leave exile. You can't cast it multiple times.'
    and the permission ends with the turn (611.2a)."""
    game = _daredevil(["Lightning Bolt"], [{"card": "Mountain", "count": 3}])
    bolt = game.find("Lightning Bolt", zone="exile")
    turn = game.state.turn + 2
    for _ in range(80):
        if game.state.turn == turn and game.pending.kind == "priority" and game.pending.player == 0:
            break
        game.apply("pass")
    assert game.state.turn == turn
    assert not any(a.startswith(f"cast {bolt}") for a in _acts(game))
