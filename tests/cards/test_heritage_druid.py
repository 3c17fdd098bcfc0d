"""Heritage Druid and Birchlore Rangers: mana abilities whose cost taps several untapped Elves (602.2b, 605.3a).

Heritage Druid: "Tap three untapped Elves you control: Add {G}{G}{G}." Birchlore Rangers: "Tap two untapped
Elves you control: Add one mana of any color." / Morph {G}. The Elves are chosen one at a time as the ability
is activated (a mana ability: no stack, 605.3a)."""

from __future__ import annotations

import msgspec
from support import board, use_compiled

from lithoform import Game

use_compiled("Heritage Druid", "Birchlore Rangers")
DRUID = "Heritage Druid"
RANGERS = "Birchlore Rangers"


def _activations(game: Game, oid: int) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "activate" and a.args[0] == oid]


def _tap(game: Game, *oids: int) -> None:
    for oid in oids:
        assert game.pending.kind == "choose" and game.pending.purpose == "tap_for_cost", game.pending
        game.apply(f"choose {oid}")


def test_ruling_druid_taps_elves_that_just_arrived_itself_included() -> None:
    """Ruling: "Since Heritage Druid's activated ability doesn't have a tap symbol in its cost, you can tap
    creatures that haven't been under your control since your most recent turn began (including Heritage Druid
    itself) to pay the cost.\""""
    game = board({"battlefield": [DRUID, "Llanowar Elves", "Elvish Mystic", "Grizzly Bears"]})
    druid = game.find(DRUID)
    for oid in game.zone("battlefield", 0):  # all of them arrived this turn (302.6 limits only {T} and {Q})
        game.state.set_obj(msgspec.structs.replace(game.state.objects[oid], since_turn=game.state.turn))
    game.apply(_activations(game, druid)[0])
    offered = set(game.pending.options)
    assert offered == {druid, game.find("Llanowar Elves"), game.find("Elvish Mystic")}  # Elves only
    _tap(game, druid, game.find("Llanowar Elves"), game.find("Elvish Mystic"))
    assert game.pending.kind == "priority"
    pool = game.state.players[0].pool
    assert [m.type for m in pool] == ["G", "G", "G"]
    assert all(game.state.objects[game.find(n)].tapped for n in (DRUID, "Llanowar Elves", "Elvish Mystic"))
    assert not game.state.objects[game.find("Grizzly Bears")].tapped


def test_not_activatable_without_enough_untapped_elves() -> None:
    game = board({"battlefield": [DRUID, "Llanowar Elves", {"card": "Elvish Mystic", "tapped": True}]})
    assert _activations(game, game.find(DRUID)) == []


def test_ruling_rangers_may_tap_itself_for_one_mana_of_the_chosen_color() -> None:
    """Ruling: "It can tap itself but is not required to do so.\""""
    game = board({"battlefield": [RANGERS, "Llanowar Elves", "Elvish Mystic"]})
    rangers = game.find(RANGERS)
    actions = _activations(game, rangers)
    assert len(actions) == 5  # one per color; the Elves are chosen after
    game.apply(next(a for a in actions if a.endswith("mana:U")))
    assert set(game.pending.options) == {rangers, game.find("Llanowar Elves"), game.find("Elvish Mystic")}
    _tap(game, game.find("Llanowar Elves"), game.find("Elvish Mystic"))
    assert [m.type for m in game.state.players[0].pool] == ["U"]
    assert not game.state.objects[rangers].tapped  # it didn't have to tap itself


def test_the_mana_pays_for_a_spell() -> None:
    """605.3a: the mana is added at once and stays in the pool to pay for a spell cast after it."""
    game = board({"battlefield": [RANGERS, "Llanowar Elves"], "hand": ["Lightning Bolt"]})
    rangers = game.find(RANGERS)
    game.apply(next(a for a in _activations(game, rangers) if a.endswith("mana:R")))
    _tap(game, rangers, game.find("Llanowar Elves"))
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    if game.pending.kind == "pay":
        game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[1].life == 17


def test_activated_while_paying_for_a_spell() -> None:
    """605.3a: a mana ability may be activated while a cost is paid; the Elves are chosen then too."""
    game = board({"battlefield": [RANGERS, "Llanowar Elves", "Mountain"], "hand": ["Lightning Bolt"]})
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    assert game.pending.kind == "pay", game.pending
    rangers = game.find(RANGERS)
    game.apply(next(a for a in _activations(game, rangers) if a.endswith("mana:R")))
    _tap(game, rangers, game.find("Llanowar Elves"))
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert not game.state.objects[game.find("Mountain")].tapped  # the Rangers' red mana paid
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[1].life == 17
