"""607.2q: "If a permanent spell has an ability printed on it that allows one or more cards to be exiled while
paying a cost to cast it and the permanent that spell becomes has an ability that refers to cards 'exiled with
[this object],' those abilities are linked. The second ability refers only to cards exiled to pay the cost of
the spell that became that permanent." 603.10a: abilities that trigger when a card leaves a graveyard look
back in time."""

from __future__ import annotations

from support import board, counters, pass_both, resolve_stack, use_compiled

use_compiled("Murktide Regent", "Treasure Cruise")


def test_607_2q_cards_in_exile_not_exiled_to_pay_its_cost_dont_count() -> None:
    """Instants already in exile, not exiled by its delve: Murktide Regent cast for its full cost enters with
    no counters."""
    game = board({"hand": ["Murktide Regent"], "graveyard": ["Grizzly Bears"], "exile": ["Lightning Bolt", "Shock"],
                  "battlefield": ["Island"] * 7})
    game.apply(f"cast {game.find('Murktide Regent')}")
    game.apply("autopay")
    pass_both(game)
    assert counters(game, game.find("Murktide Regent")) == 0


def test_603_10a_only_cards_leaving_your_own_graveyard_trigger() -> None:
    """P2's Treasure Cruise delves P2's instants: they leave P2's graveyard, not P1's, so P1's Murktide Regent
    doesn't trigger."""
    game = board({"battlefield": ["Murktide Regent"]},
                 {"hand": ["Treasure Cruise"], "graveyard": ["Shock", "Divination"], "battlefield": ["Island"] * 6},
                 active="P2")
    game.apply(f"cast {game.find('Treasure Cruise')}")
    for name in ("Shock", "Divination"):
        game.apply(f"delve {game.find(name, zone='graveyard')}")
    game.apply("autopay")
    resolve_stack(game)
    assert counters(game, game.find("Murktide Regent")) == 0
