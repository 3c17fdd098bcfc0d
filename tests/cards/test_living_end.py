"""Living End (no mana cost; Suspend 3—{2}{B}{B}): "Each player exiles all creature cards from their graveyard,
then sacrifices all creatures they control, then puts all cards they exiled this way onto the battlefield."
(mechanics/exile_sacrifice_return). Cast here by cascade (702.85a), as the Living End deck does. Its rulings,
quoted from the card database."""

from __future__ import annotations

from support import battlefield_names, board, pass_both, resolve_stack, use_compiled, zone_names

from lithoform import Game

use_compiled("Living End", "Violent Outburst")


def _cascade_into_living_end(p1: dict, p2: dict) -> Game:
    p1 = {"hand": ["Violent Outburst"], "library": ["Living End"],
          **p1, "battlefield": ["Mountain", "Forest", "Forest"] + p1.get("battlefield", [])}
    game = board(p1, p2)
    game.apply(f"cast {game.find('Violent Outburst')}")
    game.apply("autopay")
    pass_both(game)  # the cascade trigger resolves
    assert game.pending.kind == "may"
    game.apply("yes")  # cast Living End without paying its mana cost
    resolve_stack(game)
    return game


def test_ruling_each_step_is_done_by_every_player_at_the_same_time() -> None:
    """Ruling (2021-03-19): "While Living End is resolving, first each player exiles their graveyard at the same
    time, then each player sacrifices all creatures they control at the same time, and finally each player
    puts their exiled cards onto the battlefield at the same time." """
    game = _cascade_into_living_end({"battlefield": ["Grizzly Bears"], "graveyard": ["Striped Riverwinder"]},
                                    {"battlefield": ["Serra Angel"], "graveyard": ["Colossal Dreadmaw"]})
    assert "Striped Riverwinder" in battlefield_names(game, 0)
    assert "Colossal Dreadmaw" in battlefield_names(game, 1)
    assert "Grizzly Bears" in zone_names(game, "graveyard", 0)
    assert "Serra Angel" in zone_names(game, "graveyard", 1)
    assert game.state.objects[game.find("Colossal Dreadmaw")].controller == 1


def test_ruling_only_the_cards_exiled_in_the_first_part_return() -> None:
    """Ruling (2021-03-19): "'All cards they exiled this way' refers only to the cards exiled in the first part
    of the effect. If a replacement effect (such as that of Leyline of the Void) exiles any of the sacrificed
    creatures instead of putting them into the graveyard, those cards aren't returned to the battlefield."
    (Rest in Peace's replacement here: 'If a card or token would be put into a graveyard from anywhere, exile
    it instead.')"""
    game = _cascade_into_living_end({"battlefield": ["Grizzly Bears"], "graveyard": ["Striped Riverwinder"]},
                                    {"battlefield": ["Rest in Peace"]})
    assert "Striped Riverwinder" in battlefield_names(game, 0)
    assert "Grizzly Bears" in zone_names(game, "exile", 0)
    assert "Grizzly Bears" not in battlefield_names(game, 0)
