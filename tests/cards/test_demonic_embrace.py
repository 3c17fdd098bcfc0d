"""Demonic Embrace, compiled from its Oracle text: 'Enchanted creature gets +3/+1, has flying, and is a Demon
in addition to its other types.' and 'You may cast Demonic Embrace from your graveyard by paying 3 life and
discarding a card in addition to paying its other costs.' (601.3, 601.2f-h)."""

from __future__ import annotations

from support import board, pass_both, use_compiled

from lithoform.state.actions import Action

EMBRACE = "Demonic Embrace"
use_compiled(EMBRACE)


def _game(hand: list[str], turn_of: str = "P1"):
    me = {"graveyard": [EMBRACE], "hand": hand, "battlefield": [{"card": "Swamp", "count": 3}, "Grizzly Bears"]}
    return board(me, {}, active=turn_of)


def test_cast_from_the_graveyard_paying_life_and_discarding_a_card_as_well_as_its_mana_cost() -> None:
    game = _game(["Forest"])
    embrace = game.find(EMBRACE, zone="graveyard")
    assert Action("cast", (embrace, "graveyard")) in list(game.legal_actions())
    game.apply(f"cast {embrace} graveyard")
    bears = game.find("Grizzly Bears")
    game.apply(f"target {bears}")  # an Aura spell targets (303.4a)
    assert game.pending.kind == "discard"
    game.apply(f"discard {game.find('Forest', zone='hand')}")
    assert game.state.players[0].life == 17
    assert game.pending.prompt == "pay {1}{B}{B}"  # its mana cost too: 'in addition to paying its other costs'
    game.apply("autopay")
    pass_both(game)
    c = game.chars(bears)
    assert (c.power, c.toughness) == (5, 3) and "flying" in c.keywords and "Demon" in c.subtypes
    assert game.find("Forest", zone="graveyard")


def test_no_card_to_discard_means_it_cant_be_cast_from_the_graveyard() -> None:
    """601.2f, 118.3: the discard is a cost that must be payable."""
    game = _game([])
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_too_little_life_means_it_cant_be_cast_from_the_graveyard() -> None:
    """119.4: 3 life can't be paid with 2 life."""
    game = board({"life": 2, "graveyard": [EMBRACE], "hand": ["Forest"],
                  "battlefield": [{"card": "Swamp", "count": 3}, "Grizzly Bears"]})
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_the_permission_doesnt_change_when_it_can_be_cast() -> None:
    """Ruling: “Casting Demonic Embrace with the permission granted by its last ability doesn’t change when you
    can cast it.” An Aura is cast at sorcery timing: not in the opponent's turn (307.1)."""
    game = board({"graveyard": [EMBRACE], "hand": ["Forest"],
                  "battlefield": [{"card": "Swamp", "count": 3}, "Grizzly Bears"]}, {}, active="P2")
    while game.pending.player != 0:
        game.apply("pass")
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_cast_from_the_hand_only_its_mana_cost_is_paid() -> None:
    """The extra costs belong to the graveyard permission only (601.2f)."""
    game = board({"hand": [EMBRACE, "Forest"], "battlefield": [{"card": "Swamp", "count": 3}, "Grizzly Bears"]})
    game.apply(f"cast {game.find(EMBRACE, zone='hand')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    assert game.pending.kind == "pay"
    game.apply("autopay")
    assert game.state.players[0].life == 20
    assert game.find("Forest", zone="hand")


def test_it_resolves_onto_the_battlefield_not_into_exile() -> None:
    """Unlike flashback (702.34a), no replacement exiles a spell cast with this permission: the Aura spell
    resolves and becomes a permanent (608.3)."""
    game = _game(["Forest", "Island"])
    embrace = game.find(EMBRACE, zone="graveyard")
    game.apply(f"cast {embrace} graveyard")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply(f"discard {game.find('Forest', zone='hand')}")
    game.apply("autopay")
    pass_both(game)
    assert game.find(EMBRACE, zone="battlefield")
    assert not game.state.zones["exile"]
