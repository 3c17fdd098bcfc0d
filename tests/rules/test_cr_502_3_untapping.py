"""CR 502.3: the active player untaps their permanents, except those effects keep from untapping; and the
condition 'as long as it's your turn' (611.3a) that follows the turn."""

from __future__ import annotations

from support import activate, board, pass_until
from support.cards import define, registering

from lithoform.cards.tree import CardFace, MayNotUntap


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


# --- 'You may choose not to untap ~ during your untap step' (502.3; mechanics/optional_untap) ------------------


SLEEPER = define(CardFace("Test Optional Untapper", ("Artifact",), "{1}", abilities=(MayNotUntap(),)))
_cards = registering(SLEEPER)


def _to_untap_choice(game):  # noqa: ANN001, ANN202
    """Passes from P2's end step to P1's untap step, where the question waits."""
    for _ in range(20):
        if game.state.question is not None:
            return game.state.question
        game.apply("pass")
    raise AssertionError("no untap question")


def test_502_3_the_active_player_may_choose_not_to_untap_it() -> None:
    """502.3: the active player determines which permanents untap; with 'you may choose not to untap ~' they
    may leave it tapped. Other permanents untap as usual."""
    game = board({"battlefield": [{"card": SLEEPER, "tapped": True}, {"card": "Forest", "tapped": True}]},
                 active="P2", step="end")
    sleeper, forest = game.find(SLEEPER), game.find("Forest")
    q = _to_untap_choice(game)
    assert q.player == 0 and q.options == (sleeper,) and q.min == 0 and game.state.step == "untap"
    game.apply(f"choose {sleeper}")
    pass_until(game, "upkeep")
    assert game.state.objects[sleeper].tapped and not game.state.objects[forest].tapped
    assert any(e.kind == "doesnt_untap" and "502.3" in e.rules for e in game.state.events())


def test_502_3_choosing_none_untaps_it() -> None:
    game = board({"battlefield": [{"card": SLEEPER, "tapped": True}]}, active="P2", step="end")
    sleeper = game.find(SLEEPER)
    _to_untap_choice(game)
    game.apply("choose")
    pass_until(game, "upkeep")
    assert not game.state.objects[sleeper].tapped


def test_502_3_an_untapped_one_asks_nothing() -> None:
    game = board({"battlefield": [SLEEPER]}, active="P2", step="end")
    pass_until(game, "upkeep")
    assert game.state.active == 0 and game.state.question is None
