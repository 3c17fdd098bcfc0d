"""CR 502.3: the active player untaps their permanents, except those effects keep from untapping; and the
condition 'as long as it's your turn' (611.3a) that follows the turn."""

from __future__ import annotations

from support import activate, board, pass_until


def test_502_3_a_permanent_that_doesnt_untap_during_your_untap_step_stays_tapped() -> None:
    """'Basalt Monolith doesn't untap during your untap step.'; its other untapping ability still works."""
    game = board({"battlefield": [{"card": "Basalt Monolith", "tapped": True}, {"card": "Forest", "tapped": True},
                                  "Mountain", "Mountain", "Mountain"]}, active="P2", step="end")
    monolith, forest = game.find("Basalt Monolith"), game.find("Forest")
    pass_until(game, "upkeep")
    assert game.state.active == 0
    assert game.state.objects[monolith].tapped and not game.state.objects[forest].tapped
    activate(game, monolith, 2)
    game.apply("pass")
    game.apply("pass")
    assert not game.state.objects[monolith].tapped  # 701.26b: an effect may untap it


def test_611_3a_as_long_as_its_your_turn() -> None:
    """'As long as it's your turn, Sporeback Wolf gets +0/+2.': checked continuously, so it follows the turn."""
    game = board({"battlefield": ["Sporeback Wolf"]})
    wolf = game.find("Sporeback Wolf")
    assert game.chars(wolf).toughness == 4
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert game.state.active == 1 and game.chars(wolf).toughness == 2


def test_601_2a_a_spell_remembers_the_zone_it_was_cast_from() -> None:
    from support import cast

    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]})
    spell = cast(game, game.find("Shock"), "P2")
    assert game.state.objects[spell].cast_from == "hand"
