"""Eldrazi Conscription, compiled from its Oracle text and played: 'Enchanted creature gets +10/+10 and has trample
and annihilator 2.' (a granted annihilator is the triggered ability itself, 702.86a, granted in layer 6, 613.1f)."""

from __future__ import annotations

from support import attack, board, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

AURA = "Eldrazi Conscription"


def _attacking() -> object:
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "b"}, {"card": AURA, "attached_to": "b"}]},
                 {"battlefield": ["Llanowar Elves", "Forest", "Island"]}, step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find("Grizzly Bears"))
    return game


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(AURA)).ok


def test_enchanted_creature_gets_10_10_trample_and_annihilator() -> None:
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "b"}, {"card": AURA, "attached_to": "b"}]})
    c = game.chars(game.find("Grizzly Bears"))
    assert (c.power, c.toughness) == (12, 12) and "trample" in c.keywords


def test_ruling_annihilator_resolves_in_declare_attackers_before_blockers() -> None:
    """Ruling (2010-06-15): "Annihilator abilities trigger and resolve during the declare attackers step. The
    defending player chooses and sacrifices the required number of permanents before they declare blockers. Any
    creatures sacrificed this way won't be able to block." P2 sacrifices Llanowar Elves and a Forest."""
    game = _attacking()
    assert game.state.stack and game.state.step == "declare_attackers"
    pass_both(game)
    assert game.pending.player == 1 and game.pending.kind == "choose"
    game.apply(f"choose {game.find('Llanowar Elves')} {game.find('Forest')}")
    assert sorted(n for n in (game.state.objects[o].card for o in game.zone("battlefield"))
                  if n in ("Llanowar Elves", "Forest", "Island")) == ["Island"]


def test_ruling_it_doesnt_make_the_creature_an_eldrazi() -> None:
    """Ruling (2010-06-15): "Eldrazi Conscription is an Eldrazi. However, it doesn't turn the enchanted creature
    into an Eldrazi." """
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "b"}, {"card": AURA, "attached_to": "b"}]})
    assert "Eldrazi" not in game.chars(game.find("Grizzly Bears")).subtypes
    assert "Eldrazi" in game.chars(game.find(AURA)).subtypes
