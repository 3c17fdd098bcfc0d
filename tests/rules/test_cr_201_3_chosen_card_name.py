"""201.3, 614.12, 607.2d: 'As ~ enters, choose a (nonland) card name' is a choice made as the permanent enters;
its other abilities read 'the chosen name': 'Spells with the chosen name can't be cast' (101.2, 601.3) and
'Activated abilities of sources with the chosen name can't be activated [unless they're mana abilities]'
(602.5, 605.1a). The names offered are every card name; those of the cards the player can see come first."""

from __future__ import annotations

from support import board, can_activate, cast, castable, events, names, pass_both

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card
from lithoform.mechanics.enters_choice.nodes import AsEntersChoose
from lithoform.mechanics.name_bans.nodes import ChosenNameActivationBan, ChosenNameCantBeCast
from lithoform.play.observation import observe


def _cast_and_name(game: Game, card: str, name: str) -> None:
    cast(game, card)
    pass_both(game)
    p = game.pending
    assert p.kind == "choose" and p.player == 0 and "201.3" in p.prompt, p
    game.apply(f"choose {p.labels.index(name)}")


def test_201_3_the_abilities_compile() -> None:
    revoker = compile_card(get_card("Phyrexian Revoker")).card
    assert revoker is not None
    abilities = revoker.faces[0].abilities
    assert any(isinstance(a, AsEntersChoose) and a.kind == "nonland card name" for a in abilities)
    assert any(isinstance(a, ChosenNameActivationBan) and not a.except_mana for a in abilities)
    needle = compile_card(get_card("Pithing Needle")).card
    assert needle is not None
    assert any(isinstance(a, ChosenNameActivationBan) and a.except_mana for a in needle.faces[0].abilities)
    mage = compile_card(get_card("Meddling Mage")).card
    assert mage is not None
    assert any(isinstance(a, ChosenNameCantBeCast) for a in mage.faces[0].abilities)


def test_201_3_a_nonland_card_name_offers_no_land_names_and_the_public_cards_first() -> None:
    """400.2: the order of the names shows no hidden card, not even the chooser's own (the opponent sees the
    question's labels)."""
    game = board({"battlefield": [{"card": "Plains", "count": 1}, {"card": "Island", "count": 1}],
                  "hand": ["Meddling Mage", "Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears"], "hand": ["Counterspell"]})
    cast(game, "Meddling Mage")
    pass_both(game)
    labels = game.pending.labels
    assert "Grizzly Bears" in labels[:3]  # a card on the battlefield: offered first
    assert "Lightning Bolt" not in labels[:3] and "Counterspell" not in labels[:3]  # hidden cards: not first
    assert "Counterspell" in labels and "Lightning Bolt" in labels
    assert "Plains" not in labels and "Forest" not in labels  # land names: not nonland card names
    other = observe(game, 1).pending
    assert other.labels == labels and other.options == ()


def test_601_3_spells_with_the_chosen_name_cant_be_cast() -> None:
    game = board({"battlefield": [{"card": "Plains", "count": 1}, {"card": "Island", "count": 1}, {"card": "Mountain", "count": 2}],
                  "hand": ["Meddling Mage", "Lightning Bolt", "Shock"]})
    _cast_and_name(game, "Meddling Mage", "Lightning Bolt")
    assert "Meddling Mage" in names(game, "battlefield")
    assert events(game, "as_enters_choice")
    assert not castable(game, "Lightning Bolt")
    assert castable(game, "Shock")


def test_602_5_activated_abilities_of_sources_with_the_chosen_name_cant_be_activated() -> None:
    game = board({"battlefield": [{"card": "Plains", "count": 2}, "Prodigal Sorcerer"],
                  "hand": ["Phyrexian Revoker"]})
    sorcerer = game.find("Prodigal Sorcerer")
    assert can_activate(game, sorcerer)
    _cast_and_name(game, "Phyrexian Revoker", "Prodigal Sorcerer")
    assert not can_activate(game, sorcerer)


def test_605_1a_pithing_needle_leaves_mana_abilities() -> None:
    game = board({"battlefield": [{"card": "Plains", "count": 1}, "Llanowar Elves"], "hand": ["Pithing Needle"]})
    _cast_and_name(game, "Pithing Needle", "Llanowar Elves")
    elves = game.find("Llanowar Elves")
    game.apply(f"activate {elves} 1")  # a mana ability: still activatable (605.1a)
    assert game.state.players[0].pool
