"""502.3: 'Untap all permanents you control during each other player's untap step.' (Seedborn Muse), 'Untap ~
during each other player's untap step.' (Endbringer): those permanents untap at the same time as the active
player's, in every other player's untap step (mechanics/untap_others)."""

from __future__ import annotations

from support import board, pass_until, use_compiled
from support.reading import events

use_compiled("Seedborn Muse", "Endbringer", "Ivorytusk Fortress", "Quest for Renewal", "Colossus of Sardia")


def _tapped(game, name: str) -> bool:
    return game.state.objects[game.find(name)].tapped


def _to_opponents_turn(game) -> None:
    """From P1's main phase to P2's upkeep: P2's untap step has happened."""
    pass_until(game, "upkeep", turn=game.state.turn + 1)


def test_502_3_seedborn_muse_untaps_your_permanents_in_the_opponents_untap_step() -> None:
    """Ruling (2007-07-15): "All your permanents untap during each other player's untap step. You have no
    choice about what untaps." """
    game = board({"battlefield": ["Seedborn Muse", {"card": "Grizzly Bears", "tapped": True},
                                  {"card": "Forest", "tapped": True}]},
                 {"battlefield": [{"card": "Hill Giant", "tapped": True}]})
    _to_opponents_turn(game)
    assert not _tapped(game, "Grizzly Bears") and not _tapped(game, "Forest")
    assert not _tapped(game, "Hill Giant")  # the active player's own untap step
    assert {e.args["card"] for e in events(game, "untaps_in_other_untap_step")} == {"Grizzly Bears", "Forest"}


def test_502_3_endbringer_untaps_only_itself() -> None:
    """Ruling (2016-01-22): "Endbringer untaps at the same time as the active player's permanents." Another
    tapped permanent of its controller stays tapped."""
    game = board({"battlefield": [{"card": "Endbringer", "tapped": True}, {"card": "Grizzly Bears", "tapped": True}]})
    _to_opponents_turn(game)
    assert not _tapped(game, "Endbringer")
    assert _tapped(game, "Grizzly Bears")


def test_502_3_an_effect_on_your_untap_step_doesnt_apply_in_anothers() -> None:
    """Ivorytusk Fortress ruling (2014-09-20): "Effects that state a creature you control doesn't untap during
    your untap step won't apply during another player's untap step." Colossus of Sardia (which doesn't untap
    during its controller's untap step) with a +1/+1 counter untaps in the opponent's untap step."""
    game = board({"battlefield": ["Ivorytusk Fortress",
                                  {"card": "Colossus of Sardia", "tapped": True, "counters": {"+1/+1": 1}},
                                  {"card": "Grizzly Bears", "tapped": True}]})
    _to_opponents_turn(game)
    assert not _tapped(game, "Colossus of Sardia")
    assert _tapped(game, "Grizzly Bears")  # no +1/+1 counter on it


def test_611_3a_quest_for_renewal_untaps_only_with_four_quest_counters() -> None:
    """'As long as there are four or more quest counters on Quest for Renewal, untap all creatures you control
    during each other player's untap step.' Ruling (2010-03-01): "As another player's untap step begins, if
    there are four or more quest counters on Quest for Renewal, all your creatures untap during that untap
    step." """
    for counters, untapped in ((3, False), (4, True)):
        game = board({"battlefield": [{"card": "Quest for Renewal", "counters": {"quest": counters}},
                                      {"card": "Grizzly Bears", "tapped": True}]})
        _to_opponents_turn(game)
        assert _tapped(game, "Grizzly Bears") is not untapped
