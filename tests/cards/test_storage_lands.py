"""Storage lands and Mana Batteries: 'Remove any number of [kind] counters from ~' in a mana ability's cost
(107.1c: any number, zero included, chosen as the cost is paid; 118.3: no more than it has; 605.3a-b).

Mage-Ring Network: "{T}, Remove any number of storage counters from Mage-Ring Network: Add {C} for each storage
counter removed this way." Black Mana Battery: "{T}, Remove any number of charge counters from Black Mana
Battery: Add {B}, then add an additional {B} for each charge counter removed this way." """

from __future__ import annotations

import msgspec
import pytest
from support import board, use_compiled

from lithoform import Game
from lithoform.rules.payment import PaymentError, activate_mana_ability

use_compiled("Mage-Ring Network", "Black Mana Battery", "Bottomless Vault", "Sol Ring")
NETWORK = "Mage-Ring Network"
BATTERY = "Black Mana Battery"


def _activate_removing(game: Game, oid: int, ability: int, k: int) -> None:
    game.apply(f"activate {oid} {ability}")
    assert game.pending.kind == "amount" and game.pending.purpose == "remove_counters", game.pending
    game.apply(f"choose {k}")


def _pool(game: Game) -> list[str]:
    return [m.type for m in game.state.players[0].pool]


def test_107_1c_remove_a_chosen_number_of_storage_counters_for_that_much_mana() -> None:
    game = board({"battlefield": [{"card": NETWORK, "counters": {"storage": 3}}]})
    network = game.find(NETWORK)
    _activate_removing(game, network, 3, 2)
    assert game.pending.kind == "priority"
    assert _pool(game) == ["C", "C"]
    obj = game.state.objects[network]
    assert obj.tapped and obj.counter("storage") == 1
    assert any(e.kind == "counters_removed" and e.args.get("amount") == 2 for e in game.state.events())


def test_118_3_no_more_counters_than_it_has_are_offered() -> None:
    game = board({"battlefield": [{"card": NETWORK, "counters": {"storage": 2}}]})
    game.apply(f"activate {game.find(NETWORK)} 3")
    assert tuple(game.pending.options) == (0, 1, 2)


def test_107_1c_zero_counters_taps_it_for_no_mana() -> None:
    game = board({"battlefield": [NETWORK]})
    network = game.find(NETWORK)
    _activate_removing(game, network, 3, 0)
    assert _pool(game) == []
    assert game.state.objects[network].tapped


def test_ruling_battery_can_be_tapped_even_if_it_has_no_counters() -> None:
    """Ruling: "Can be tapped even if it has no counters." It adds its one {B} then."""
    game = board({"battlefield": [BATTERY]})
    _activate_removing(game, game.find(BATTERY), 2, 0)
    assert _pool(game) == ["B"]


def test_605_3b_battery_adds_one_more_for_each_counter_removed() -> None:
    game = board({"battlefield": [{"card": BATTERY, "counters": {"charge": 3}}]})
    battery = game.find(BATTERY)
    _activate_removing(game, battery, 2, 3)
    assert _pool(game) == ["B", "B", "B", "B"]
    assert game.state.objects[battery].counter("charge") == 0


def test_bad_number_is_refused_and_leaves_the_state_unchanged() -> None:
    game = board({"battlefield": [{"card": NETWORK, "counters": {"storage": 1}}]})
    network = game.find(NETWORK)
    before = game.state.objects[network]
    with pytest.raises(PaymentError):
        activate_mana_ability(game.state, 0, network, 3, None, (), removed=2)
    with pytest.raises(PaymentError):
        activate_mana_ability(game.state, 0, network, 3, None, ())  # no number chosen
    assert game.state.objects[network] == before and _pool(game) == []


def test_the_mana_pays_for_a_spell() -> None:
    """605.3a: the mana stays in the pool and pays for a spell cast after it."""
    game = board({"battlefield": [{"card": "Bottomless Vault", "counters": {"storage": 2}}], "hand": ["Sol Ring"]})
    vault = game.find("Bottomless Vault")
    game.state.set_obj(msgspec.structs.replace(game.state.objects[vault], tapped=False))  # (it entered tapped)
    _activate_removing(game, vault, 1, 1)  # (its only activated ability)
    assert _pool(game) == ["B"]
    game.apply(f"cast {game.find('Sol Ring')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert _pool(game) == [] and game.state.objects[vault].counter("storage") == 1
    game.apply("pass")
    game.apply("pass")
    assert game.find("Sol Ring") in game.zone("battlefield", 0)


def test_not_auto_paid() -> None:
    """How many counters to remove is the player's choice (107.1c): the auto-payer leaves storage lands alone."""
    game = board({"battlefield": [{"card": NETWORK, "counters": {"storage": 2}}], "hand": ["Sol Ring"]})
    from lithoform.cards.mana import parse_cost
    from lithoform.rules.payment import autopay_plan

    plan = autopay_plan(game.state, 0, parse_cost("{1}"))
    assert plan is not None and all(n == 1 for _oid, n, _c in plan[0])  # only its '{T}: Add {C}'
