"""CR 702.143a: "Foretell is a keyword that functions while the card with foretell is in a player's hand. Any
time a player has priority during their turn, that player may pay {2} and exile a card with foretell from
their hand face down. That player may look at that card as long as it remains in exile. They may cast that
card after the current turn has ended by paying any foretell cost it has rather than paying that spell's mana
cost." 702.143b: exiling it is a special action (116.2h). Played with the compiled Saw It Coming ({1}{U}{U}
instant: 'Counter target spell.' Foretell {1}{U})."""

from __future__ import annotations

from support import board, pass_both, pass_until, use_compiled

from lithoform.play.observation import observe, visible_log

use_compiled("Saw It Coming")

SAW = "Saw It Coming"


def _foretold():
    game = board({"hand": [SAW], "battlefield": [{"card": "Island", "count": 4}]}, {"hand": ["Shock"],
                                                                                     "battlefield": ["Mountain"]})
    saw = game.find(SAW)
    assert f"foretell {saw}" in {str(a) for a in game.legal_actions()}
    game.apply(f"foretell {saw}")
    return game


def test_702_143a_a_special_action_paying_2_exiles_it_face_down() -> None:
    game = _foretold()
    assert game.pending.kind == "priority" and game.pending.player == 0  # 116.2h: priority again
    (exiled,) = game.zone("exile", 0)
    assert game.state.objects[exiled].face_down == "foretell"
    assert sum(1 for o in game.zone("battlefield") if game.state.objects[o].tapped) == 2


def test_702_143a_not_during_an_opponents_turn() -> None:
    game = board({"hand": [SAW], "battlefield": [{"card": "Island", "count": 4}]}, active="P2")
    game.apply("pass")
    assert game.pending.player == 0
    assert not any(a.kind == "foretell" for a in game.legal_actions())


def test_702_143a_not_castable_the_turn_it_was_foretold_then_for_the_foretell_cost() -> None:
    game = _foretold()
    (exiled,) = game.zone("exile", 0)
    assert not any(a.kind == "cast" and a.args[0] == exiled for a in game.legal_actions())
    pass_until(game, "main1", turn=4)  # the opponent's turn
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    game.apply("target P1")
    game.apply("autopay")
    shock = game.state.stack[-1]
    assert game.pending.player == 1
    game.apply("pass")
    assert game.pending.player == 0
    assert any(a.kind == "cast" and a.args[0] == exiled for a in game.legal_actions())
    game.apply(f"cast {exiled} foretell")
    game.apply(f"target {shock}")
    game.apply("autopay")
    assert sum(1 for o in game.zone("battlefield") if game.state.objects[o].controller == 0
               and game.state.objects[o].tapped) == 4  # two Islands were left: {1}{U}, not {1}{U}{U}
    pass_both(game)
    assert game.find("Shock", zone="graveyard") and game.state.players[0].life == 20


def test_406_3_the_foretold_card_is_hidden_from_the_opponent() -> None:
    game = _foretold()
    theirs = observe(game, 1)
    assert SAW not in str(theirs.players) and SAW not in "\n".join(visible_log(game.state, 1))
    assert SAW in "\n".join(visible_log(game.state, 0))
