"""CR 601.2b-c, 107.3a, 115.1, 608.2b: target requirements whose mana value is counted as the target is chosen
and again as the spell resolves: 'with mana value less than or equal to the number of cards in its controller's
graveyard' (Drown in the Loch), 'with mana value X' with the X announced before the targets (Lullmage's
Domination), 'any number of target creature cards that each have a different mana value X or less' (Agadeem's
Awakening), and 'a creature whose controller has eight or more cards in their graveyard' (its cost reduction,
601.2f)."""

from __future__ import annotations

from support import board, pass_both

ISLANDS = {"card": "Island", "count": 7}
LULLMAGE = "Lullmage's Domination"
AGADEEM = "Agadeem's Awakening"


def test_115_1_its_controllers_graveyard_is_counted_for_each_candidate() -> None:
    """Drown in the Loch's second mode: P2 has two cards in their graveyard, P1 none; only P2's creature of
    mana value 2 or less, and no creature of P1's (mana value 2 > 0 cards)."""
    game = board({"battlefield": ["Island", "Swamp", "Grizzly Bears"], "hand": ["Drown in the Loch"]},
                 {"battlefield": ["Runeclaw Bear", "Serra Angel"], "graveyard": ["Island", "Island"]})
    game.apply(f"cast {game.find('Drown in the Loch', zone='hand')}")
    game.apply("mode 2")
    assert game.pending.options == (game.find("Runeclaw Bear"),)


def test_107_3a_target_with_mana_value_x_reads_the_announced_x() -> None:
    game = board({"battlefield": [ISLANDS], "hand": [LULLMAGE]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    game.apply(f"cast {game.find(LULLMAGE, zone='hand')}")
    game.apply("x 4")  # Hill Giant: {3}{R}
    assert game.pending.options == (game.find("Hill Giant"),)
    game.apply(f"target {game.find('Hill Giant')}")
    assert game.pending.prompt == "pay {4}{U}{U}{U}"  # no reduction: P2's graveyard is empty
    game.apply("autopay")
    pass_both(game)
    assert game.state.objects[game.find("Hill Giant")].controller == 0


def test_601_2f_costs_3_less_if_the_targets_controller_has_eight_cards_in_graveyard() -> None:
    game = board({"battlefield": [ISLANDS], "hand": [LULLMAGE]},
                 {"battlefield": ["Hill Giant"], "graveyard": [{"card": "Island", "count": 8}]})
    game.apply(f"cast {game.find(LULLMAGE, zone='hand')}")
    game.apply("x 4")
    game.apply(f"target {game.find('Hill Giant')}")
    assert game.pending.prompt == "pay {1}{U}{U}{U}"


def test_601_2c_each_target_a_different_mana_value() -> None:
    game = board({"battlefield": [{"card": "Swamp", "count": 6}], "hand": [AGADEEM],
                  "graveyard": ["Grizzly Bears", "Runeclaw Bear", "Centaur Courser", "Serra Angel"]})
    bears, runeclaw, courser = (game.find(n, zone="graveyard") for n in ("Grizzly Bears", "Runeclaw Bear",
                                                                         "Centaur Courser"))
    game.apply(f"cast {game.find(AGADEEM, zone='hand')}")
    game.apply("x 3")
    assert set(game.pending.options) == {bears, runeclaw, courser}  # not Serra Angel: mana value 5 > 3
    game.apply(f"target {bears}")
    assert set(game.pending.options) == {courser}  # Runeclaw Bear's mana value is 2 as well
    game.apply(f"target {courser}")
    game.apply("done")
    game.apply("autopay")
    pass_both(game)
    assert {game.chars(o).name for o in game.zone("battlefield")} >= {"Grizzly Bears", "Centaur Courser"}
