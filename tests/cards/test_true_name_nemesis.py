"""True-Name Nemesis, compiled from its Oracle text and played: 'As True-Name Nemesis enters the battlefield, choose
a player. True-Name Nemesis has protection from the chosen player.' (614.12, 607.2d; 702.16k: protection from each
object that player controls, and each object that player owns not controlled by another player)."""

from __future__ import annotations

from support import board, cast, pass_both, target_options

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card
from lithoform.mechanics.protection.rules import protected_from
from lithoform.rules.damage import deal_damage

TNN = "True-Name Nemesis"


def _nemesis(chosen: str) -> Game:
    """P1 casts True-Name Nemesis and chooses `chosen` as it enters; P1 holds a Lightning Bolt, P2 controls Grizzly
    Bears."""
    game = board({"hand": [TNN, "Lightning Bolt"], "battlefield": [{"card": "Island", "count": 3}, "Mountain"]},
                 {"battlefield": ["Grizzly Bears"], "graveyard": ["Hill Giant"]})
    cast(game, game.find(TNN))
    pass_both(game)
    assert game.pending.kind == "choose", game.pending  # 614.12: chosen as it enters
    game.apply(f"choose {chosen}")
    assert game.find(TNN, zone="battlefield")
    return game


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(TNN)).ok


def test_702_16k_damage_from_an_object_the_chosen_player_controls_is_prevented() -> None:
    """Ruling (2021-03-19): "Protection from a player means that True-Name Nemesis has protection from each object
    controlled by that player." Grizzly Bears (P2's) deals it no damage; its protection from P2 doesn't stop P1's
    own Lightning Bolt from targeting it."""
    game = _nemesis("P2")
    nemesis = game.find(TNN, zone="battlefield")
    assert deal_damage(game.state, game.find("Grizzly Bears"), nemesis, 2) == 0
    assert nemesis in target_options(game, "Lightning Bolt")


def test_702_16k_the_chosen_players_spells_cant_target_it() -> None:
    """702.16k: 'Such a permanent or player can't be targeted by spells or abilities that player controls'. Chosen
    P1, its own controller: P1's Lightning Bolt can't target it, while P2's Grizzly Bears still deals it damage."""
    game = _nemesis("P1")
    nemesis = game.find(TNN, zone="battlefield")
    assert deal_damage(game.state, game.find("Grizzly Bears"), nemesis, 1) == 1
    assert nemesis not in target_options(game, "Lightning Bolt")


def test_702_16k_an_object_with_no_controller_counts_as_its_owners() -> None:
    """Ruling (2021-03-19): "If an object has no controller (such as a card in a graveyard), its owner is
    considered its controller for this purpose." A card P2 owns in a graveyard is a source it's protected from."""
    game = _nemesis("P2")
    nemesis = game.find(TNN, zone="battlefield")
    assert protected_from(game.state, nemesis, game.find("Hill Giant", zone="graveyard"))
    assert not protected_from(game.state, nemesis, game.find("Mountain"))
