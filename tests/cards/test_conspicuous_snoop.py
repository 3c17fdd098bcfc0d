"""Conspicuous Snoop ({R}{R}, 2/2 Goblin Rogue): 'Play with the top card of your library revealed. You may cast
Goblin spells from the top of your library. As long as the top card of your library is a Goblin card,
Conspicuous Snoop has all activated abilities of that card.' (401.5, 601.3, 611.3a, 613.1f layer 6)"""

from __future__ import annotations

from support import P2, activate, basics, board, cast, instant, life, pass_both, use_compiled, zone_names

from lithoform.cards.tree import Scry

use_compiled("Conspicuous Snoop", "Mogg Fanatic", "Skirk Prospector", "Goblin Cratermaker", "Prodigal Sorcerer",
             "Grizzly Bears")


def _texts(game, name: str = "Conspicuous Snoop") -> list[str]:
    return [a.text for a in game.chars(game.find(name)).activated]


def test_613_1f_snoop_has_the_activated_abilities_of_a_goblin_on_top() -> None:
    game = board({"battlefield": ["Conspicuous Snoop"], "library": ["Mogg Fanatic", "Grizzly Bears"]})
    assert len(game.chars(game.find("Conspicuous Snoop")).activated) == 1


def test_611_3a_no_abilities_of_a_card_that_isnt_a_goblin() -> None:
    """Prodigal Sorcerer (a Human Wizard) has an activated ability; Snoop doesn't get it."""
    game = board({"battlefield": ["Conspicuous Snoop"], "library": ["Prodigal Sorcerer", "Mogg Fanatic"]})
    assert game.chars(game.find("Conspicuous Snoop")).activated == ()


def test_ruling_an_ability_naming_its_card_names_snoop() -> None:
    """Ruling (2020-06-23): 'If an activated ability of Goblin card on top of your library references the card
    it's printed on by name, treat Conspicuous Snoop's instance of that ability as though it referenced
    Conspicuous Snoop by name instead.' Mogg Fanatic's 'Sacrifice Mogg Fanatic: It deals 1 damage to any target.'
    sacrifices Snoop, and Snoop deals the damage; the Fanatic stays on top of the library."""
    game = board({"battlefield": ["Conspicuous Snoop"], "library": ["Mogg Fanatic", "Grizzly Bears"]})
    activate(game, "Conspicuous Snoop", 1, "P2")
    assert "Conspicuous Snoop" in zone_names(game, "graveyard")
    pass_both(game)
    assert life(game, P2) == 19
    assert zone_names(game, "library")[0] == "Mogg Fanatic"


def test_613_1f_the_abilities_follow_the_top_card() -> None:
    """Once the top card is drawn, the next one's abilities (none: Grizzly Bears) are Snoop's."""
    game = board({"battlefield": ["Conspicuous Snoop"], "library": ["Mogg Fanatic", "Grizzly Bears"]}, step="upkeep")
    assert len(game.chars(game.find("Conspicuous Snoop")).activated) == 1
    pass_both(game)  # to the draw step: the Fanatic is drawn
    assert "Mogg Fanatic" in zone_names(game, "hand")
    assert game.chars(game.find("Conspicuous Snoop")).activated == ()


def test_601_3_snoop_casts_a_goblin_from_the_top() -> None:
    """'You may cast Goblin spells from the top of your library.' A Goblin may be cast, a Bear may not."""
    game = board({"battlefield": ["Conspicuous Snoop", *basics(Mountain=2)],
                  "library": ["Goblin Cratermaker", "Grizzly Bears"]})
    game.apply(f"cast {game.zone('library')[0]} library")
    game.apply("autopay")
    pass_both(game)
    assert game.find("Goblin Cratermaker", zone="battlefield")
    bears = game.zone("library")[0]
    assert f"cast {bears}" not in [str(a) for a in game.legal_actions()]


def test_ruling_a_new_top_card_isnt_revealed_while_the_spell_is_cast() -> None:
    """Ruling (2020-06-23): 'If the top card of your library changes while you're casting a spell, ... you don't
    reveal the new top card until you finish doing so. ... While the top card isn't revealed, Conspicuous Snoop
    doesn't have any abilities of that card.' Skirk Prospector's mana ability isn't Snoop's while the Cratermaker
    from the top is being paid for; once it is cast, it is."""
    game = board({"battlefield": ["Conspicuous Snoop", *basics(Mountain=2)],
                  "library": ["Goblin Cratermaker", "Skirk Prospector", "Grizzly Bears"]})
    game.apply(f"cast {game.zone('library')[0]} library")
    assert game.pending.kind == "pay"
    assert game.chars(game.find("Conspicuous Snoop")).activated == ()
    game.apply("autopay")
    assert game.state.stack
    assert not game.state.announcing
    assert any("Add {R}" in t for t in _texts(game))


def test_401_1_a_scried_away_goblin_takes_its_abilities_along() -> None:
    """Scry 1 (701.22a) putting the Fanatic on the bottom: the new top card (Grizzly Bears) gives Snoop nothing."""
    peek = instant("Snoop Test Scry", Scry(1))
    game = board({"battlefield": ["Conspicuous Snoop"], "hand": [peek], "library": ["Mogg Fanatic", "Grizzly Bears"]})
    assert len(game.chars(game.find("Conspicuous Snoop")).activated) == 1
    cast(game, peek)
    pass_both(game)
    game.apply(f"choose {game.zone('library')[0]}")  # to the bottom
    assert zone_names(game, "library")[0] == "Grizzly Bears"
    assert game.chars(game.find("Conspicuous Snoop")).activated == ()
