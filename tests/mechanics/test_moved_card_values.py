"""'The exiled card's power', 'the discarded card's mana value', 'the milled card's mana value' (mechanics/
moved_card_values; 608.2h): the card a cost moved (601.2h), else the card this resolution moved (608.2c), else
the card the source's linked ability exiled (607.2a)."""

from __future__ import annotations

from support import board, cast, hand_size, lands, life, pass_both, pt, use_compiled, zone_names
from support.driving import activate, attack, pass_until, to_attackers

from lithoform import Game

use_compiled("Corpse Lunge", "Volrath the Fallen", "Heed the Mists", "Scour the Desert", "Bishop of Binding",
             "Dread Defiler", "Pyromancy")


def _pay_cost(game: Game, verb: str, card: str) -> None:
    """601.2h: answers the pending cost choice ('exile', 'discard') with the card named `card`, then autopays."""
    game.apply(f"{verb} {game.find(card)}")
    if game.pending.kind == "pay":
        game.apply("autopay")


def test_601_2h_the_card_exiled_to_pay_the_additional_cost() -> None:
    """Corpse Lunge: the creature card exiled from the graveyard as its additional cost has power 3 (Hill Giant):
    3 damage to the target creature, which a 2/2 doesn't survive while a 4/4 does."""
    game = board({"hand": ["Corpse Lunge"], "graveyard": ["Hill Giant"], "battlefield": [lands("Swamp", 3)]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Corpse Lunge", game.find("Grizzly Bears"))
    _pay_cost(game, "exile", "Hill Giant")
    pass_both(game)
    assert "Grizzly Bears" in zone_names(game, "graveyard", 1)
    assert "Hill Giant" in zone_names(game, "exile", 0)


def test_601_2h_an_activated_abilitys_exile_cost() -> None:
    """Dread Defiler: {3}{C}, exile a creature card from your graveyard: the opponent loses life equal to its
    power (Craw Wurm, 6)."""
    game = board({"battlefield": ["Dread Defiler", lands("Wastes", 4)], "graveyard": ["Craw Wurm"]})
    activate(game, "Dread Defiler", 1, "P2")
    _pay_cost(game, "exile", "Craw Wurm")
    pass_both(game)
    assert life(game, 1) == 20 - 6


def test_601_2h_the_card_discarded_to_pay_the_cost() -> None:
    """Volrath the Fallen: discarding Craw Wurm (mana value 6) gives +6/+6 until end of turn."""
    game = board({"hand": ["Craw Wurm"], "battlefield": ["Volrath the Fallen", lands("Swamp", 2)]})
    volrath = game.find("Volrath the Fallen")
    activate(game, volrath)
    _pay_cost(game, "discard", "Craw Wurm")
    pass_both(game)
    assert pt(game, volrath) == (12, 10)


def test_pyromancy_ruling_x_in_the_cost_is_zero() -> None:
    """Pyromancy, ruling (2004-10-04): 'A card with X in the cost is treated as X=0.' The only card in hand is
    Blaze ({X}{R}): 1 damage."""
    game = board({"hand": ["Blaze"], "battlefield": ["Pyromancy", lands("Mountain", 3)]})
    activate(game, "Pyromancy", 1, "P2")
    pass_both(game)
    assert life(game, 1) == 20 - 1


def test_701_17a_the_card_this_resolution_milled() -> None:
    """Heed the Mists: the milled card is a Hill Giant (mana value 4): four cards drawn."""
    game = board({"hand": ["Heed the Mists"], "battlefield": [lands("Island", 5)],
                  "library": ["Hill Giant", "Island", "Island", "Island", "Island", "Island"]})
    before = hand_size(game)
    cast(game, "Heed the Mists")
    pass_both(game)
    assert hand_size(game) == before - 1 + 4


def test_scour_the_desert_ruling_toughness_in_exile() -> None:
    """Scour the Desert exiles Craw Wurm (6/4) from the graveyard: four Birds. Ruling (2021-06-18): 'Scour the
    Desert checks the exiled card's toughness in exile, not what it was in the graveyard.'"""
    game = board({"hand": ["Scour the Desert"], "graveyard": ["Craw Wurm"], "battlefield": [lands("Plains", 5)]})
    cast(game, "Scour the Desert", game.find("Craw Wurm"))
    pass_both(game)
    assert sum(1 for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Bird Token") == 4


def test_607_2a_the_card_the_linked_ability_exiled() -> None:
    """Bishop of Binding exiled a Hill Giant (power 3) as it entered; when it attacks, the Vampire target gets
    +3/+3."""
    game = board({"hand": ["Bishop of Binding"], "battlefield": [lands("Plains", 4)]},
                 {"battlefield": ["Hill Giant"]})
    cast(game, "Bishop of Binding")
    pass_both(game)  # the Bishop resolves; its trigger targets the Hill Giant
    game.apply(f"target {game.find('Hill Giant')}")
    pass_both(game)
    bishop = game.find("Bishop of Binding")
    assert "Hill Giant" in zone_names(game, "exile", 1)
    pass_until(game, "beginning_of_combat", turn=5)
    to_attackers(game)
    attack(game, bishop)
    if game.pending.kind == "target":  # the attack trigger's target Vampire: the Bishop itself
        game.apply(f"target {bishop}")
    pass_both(game)
    assert pt(game, bishop) == (4, 4)
