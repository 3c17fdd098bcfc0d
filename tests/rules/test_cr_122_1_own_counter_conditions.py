"""CR 122.1 + 603.4: conditions on the number of counters on the permanent itself — 'if Runaway Steam-Kin has
fewer than three +1/+1 counters on it', 'if Shatterskull Charger doesn't have a +1/+1 counter on it' (intervening
'if' clauses, checked as the ability triggers and as it resolves; mechanics/self_status)."""

from __future__ import annotations

from support import board, cast, counters, pass_until, resolve_stack, use_compiled, zone_names

use_compiled("Runaway Steam-Kin", "Shatterskull Charger")


def _steam_kin(n: int) -> int:
    game = board({"battlefield": [{"card": "Runaway Steam-Kin", "counters": {"+1/+1": n}} if n else
                                  "Runaway Steam-Kin", "Mountain"], "hand": ["Shock"]})
    cast(game, "Shock", "P2")
    resolve_stack(game)
    return counters(game, game.find("Runaway Steam-Kin"))


def test_603_4_steam_kin_grows_while_it_has_fewer_than_three() -> None:
    assert _steam_kin(2) == 3


def test_603_4_steam_kin_with_three_counters_doesnt_grow() -> None:
    assert _steam_kin(3) == 3


def test_603_4_shatterskull_charger_without_a_counter_returns_to_hand() -> None:
    game = board({"battlefield": ["Shatterskull Charger"]})
    pass_until(game, "end")
    resolve_stack(game)
    assert zone_names(game, "hand", 0) == ["Shatterskull Charger"]


def test_603_4_shatterskull_charger_with_a_counter_stays() -> None:
    game = board({"battlefield": [{"card": "Shatterskull Charger", "counters": {"+1/+1": 1}}]})
    pass_until(game, "end")
    resolve_stack(game)
    assert zone_names(game, "hand", 0) == []
