"""CR 614.1a: an effect that uses 'instead' replaces the event: damage that would be dealt is replaced by
counters put on the creature (Soul-Scar Mage). No damage is dealt (so no lifelink, 702.15b); it isn't
prevention (615.12: unpreventable damage is still replaced); with a prevention effect that also applies, the
affected object's controller chooses the order (616.1)."""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack, use_compiled

MAGE = "Soul-Scar Mage"
use_compiled(MAGE)


def test_614_1a_no_damage_is_dealt_so_no_lifelink() -> None:
    game = board({"battlefield": [MAGE, "Vampire Nighthawk", "Forest"], "hand": ["Prey Upon"]},
                 {"battlefield": ["Serra Angel"]})
    hawk, angel = game.find("Vampire Nighthawk"), game.find("Serra Angel")
    cast(game, "Prey Upon", hawk, angel)
    resolve_stack(game)
    assert game.state.objects[angel].counter("-1/-1") == 2  # Nighthawk's 2 power: two counters
    assert game.state.players[0].life == 20  # no damage was dealt by the Nighthawk: no lifelink
    assert game.find("Serra Angel")  # and no deathtouch kill: the counters aren't damage (704.5h)
    assert any(e.kind == "damage_as_counters" and e.rules == ("614.1a",) for e in game.state.events())


def test_616_1_the_affected_creatures_controller_orders_it_with_a_prevention_shield() -> None:
    """P2's Healing Salve shield on their Angel and Soul-Scar Mage both apply to P1's Shock: P2 chooses the
    shield first, and all the damage is prevented: no counters."""
    game = board({"battlefield": [MAGE, "Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Serra Angel", "Plains"], "hand": ["Healing Salve"]})
    angel = game.find("Serra Angel")
    game.apply("pass")
    game.apply(f"cast {game.find('Healing Salve')}")
    game.apply("mode 2")
    game.apply(f"target {angel}")
    game.apply("autopay")
    pass_both(game)
    cast(game, "Shock", angel)
    pass_both(game)  # prowess resolves
    pass_both(game)
    q = game.state.question
    assert q is not None and q.player == 1  # 616.1: the affected object's controller chooses
    shield = 0 if q.prompt.index("shield") < q.prompt.index(MAGE) else 1
    game.apply(f"choose {shield}")
    assert game.state.objects[angel].counter("-1/-1") == 0 and game.state.objects[angel].damage == 0
