"""Enthralling Hold, compiled from its Oracle text: 'Enchant creature / You can't choose an untapped creature
as this spell's target as you cast it. / You control enchanted creature.'"""

from __future__ import annotations

from support import board, cast, lands, pass_both

from lithoform import Game

HOLD = "Enthralling Hold"


def _game(tapped: bool) -> Game:
    return board({"hand": [HOLD], "battlefield": [lands("Island", 5)]},
                 {"battlefield": [{"card": "Grizzly Bears", "tapped": tapped}, "Serra Angel"]})


def test_enthralling_hold_can_only_be_cast_targeting_a_tapped_creature() -> None:
    game = _game(tapped=False)
    assert not any(a.kind == "cast" for a in game.legal_actions())
    game = _game(tapped=True)
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find(HOLD)}")
    assert game.pending.kind == "target" and game.pending.options == (bears,)


def test_enthralling_hold_resolves_even_if_the_creature_becomes_untapped() -> None:
    """Ruling: "The middle ability of Enthralling Hold affects only the choice of target as the spell is cast.
    If the creature becomes untapped before the spell resolves, it still resolves." """
    game = _game(tapped=True)
    bears = game.find("Grizzly Bears")
    cast(game, HOLD, bears)
    from lithoform.rules.zones import set_tapped

    set_tapped(game.state, bears, False)  # an untap effect while the Hold is on the stack
    pass_both(game)
    assert game.state.objects[bears].controller == 0
    assert game.find(HOLD, zone="battlefield")
