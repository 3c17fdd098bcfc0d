"""Infernal Scarring, compiled from its Oracle text: 'Enchant creature / Enchanted creature gets +2/+0 and
has "When this creature dies, draw a card."' The quoted ability is granted in layer 6; the creature's
controller controls the trigger (603.3a), looked back for as the creature leaves (603.10a)."""

from __future__ import annotations

from support import board, cast, lands, pass_both, pt, resolve_stack

SCARRING = "Infernal Scarring"


def _enchanted(p1_creature: bool = True):
    game = board({"hand": [SCARRING, "Shock"], "battlefield": [lands("Swamp", 2), lands("Mountain", 1),
                                                               *(["Grizzly Bears"] if p1_creature else [])]},
                 {"battlefield": [] if p1_creature else ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, SCARRING, bears)
    pass_both(game)
    return game, bears


def test_infernal_scarring_gives_the_boost_and_the_quoted_ability() -> None:
    game, bears = _enchanted()
    assert pt(game, bears) == (4, 2)
    assert any(getattr(a, "text", "") == "When this creature dies, draw a card."
               for a in game.chars(bears).abilities)


def test_infernal_scarring_the_player_who_controlled_the_creature_draws() -> None:
    """Ruling: "The player who controlled the creature when it died is the one who will draw a card." """
    game, bears = _enchanted(p1_creature=False)
    hands = [len(game.zone("hand", p)) for p in (0, 1)]
    cast(game, "Shock", bears)
    resolve_stack(game)
    assert [len(game.zone("hand", p)) for p in (0, 1)] == [hands[0] - 1, hands[1] + 1]


def test_infernal_scarring_destroyed_at_the_same_time_still_draws() -> None:
    """Ruling: "If Infernal Scarring and the enchanted creature are destroyed at the same time, the player will
    draw a card." (the ability is looked back for as they leave together, 603.10a)"""
    game = board({"hand": [SCARRING, "Planar Cleansing"],
                  "battlefield": [lands("Swamp", 2), lands("Plains", 6), "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, SCARRING, bears)
    pass_both(game)
    hand = len(game.zone("hand", 0))
    cast(game, "Planar Cleansing")
    resolve_stack(game)
    assert game.find(SCARRING, zone="graveyard") and game.find("Grizzly Bears", zone="graveyard")
    assert len(game.zone("hand", 0)) == hand - 1 + 1  # Planar Cleansing left the hand; the trigger drew one
