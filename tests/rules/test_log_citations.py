"""The rules each log line cites are the governing ones, checked one corrected template at a time (the
audit of issue 19): each test plays the situation and reads the event's rules."""

from __future__ import annotations

from support import attack, board, cast, events_since, mark, pass_both, pass_until, resolve_top, to_attackers


def test_a_step_line_cites_the_steps_rule_not_a_sub_rule() -> None:
    """502 (untap step), 507 (beginning of combat), 514 (cleanup): the step's heading rule."""
    game = board(step="main2")
    start = mark(game)
    pass_until(game, "main2", turn=4)
    rules = {e.args["step"]: e.rules for e in events_since(game, start, "step")}
    assert rules["untap"] == ("502",) and rules["beginning_of_combat"] == ("507",)
    assert rules["cleanup"] == ("514",) and rules["end"] == ("513",) and rules["upkeep"] == ("503",)


def test_a_permanent_spell_resolving_cites_608_3() -> None:
    """608.3: a permanent spell resolves by entering the battlefield; an instant cites 608.2."""
    game = board({"battlefield": ["Forest", "Mountain"], "hand": ["Llanowar Elves", "Lightning Bolt"]})
    cast(game, "Llanowar Elves")
    start = mark(game)
    resolve_top(game)
    (e,) = events_since(game, start, "resolve")
    assert e.rules == ("608.3",)
    cast(game, "Lightning Bolt", "P2")
    start = mark(game)
    resolve_top(game)
    (e,) = events_since(game, start, "resolve")
    assert e.rules == ("608.2",)


def test_an_attacker_tapping_cites_508_1f() -> None:
    """508.1f: 'The active player taps the chosen creatures' - not 701.26a's general tapping."""
    game = board({"battlefield": ["Grizzly Bears"]}, step="beginning_of_combat")
    to_attackers(game)
    start = mark(game)
    attack(game, game.find("Grizzly Bears"))
    (e,) = events_since(game, start, "tap")
    assert e.rules == ("508.1f",)


def test_a_delayed_trigger_cites_603_7b() -> None:
    """Hornet Cannon's 'destroy it at the beginning of the next end step': made during resolution (603.7a),
    it triggers only the next time (603.7b)."""
    game = board({"battlefield": ["Hornet Cannon", "Mountain", "Mountain", "Mountain"]})
    game.apply(f"activate {game.find('Hornet Cannon')} 1")
    while game.pending.kind != "priority":
        game.apply("autopay")
    start = mark(game)
    resolve_top(game)
    (e,) = events_since(game, start, "delayed_trigger")
    assert "603.7b" in e.rules


def test_damage_to_a_planeswalker_cites_120_3c() -> None:
    """120.3c: damage dealt to a planeswalker removes that many loyalty counters (not 120.3e, creatures)."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": [{"card": "Garruk Wildspeaker", "counters": {"loyalty": 4}}]})
    cast(game, "Lightning Bolt", game.find("Garruk Wildspeaker"))
    start = mark(game)
    resolve_top(game)
    (e,) = events_since(game, start, "damage")
    assert e.rules == ("120.3c",)


def test_protection_prevents_damage_citing_702_16e() -> None:
    """White Knight has protection from black: Walking Corpse's combat damage to it is prevented (702.16e).
    (Giant Growth keeps the Corpse alive through White Knight's first strike.)"""
    game = board({"battlefield": ["Walking Corpse", "Forest"], "hand": ["Giant Growth"]},
                 {"battlefield": ["White Knight"]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Walking Corpse"))
    pass_both(game)
    start = mark(game)
    game.apply(f"block {game.find('White Knight')} {game.find('Walking Corpse')}")
    game.apply("done")
    cast(game, "Giant Growth", game.find("Walking Corpse"))
    resolve_top(game)
    pass_until(game, "end_of_combat")
    (e,) = events_since(game, start, "prevented")
    assert e.rules == ("702.16e",)
    assert "is prevented" in " ".join(game.log())


def test_phyrexian_mana_paid_with_life_cites_107_4f_and_119_4() -> None:
    """Mutagenic Growth ({G/P}) paid with 2 life: 107.4f (Phyrexian symbols) and 119.4 (paying life); the
    cast line shows the life paid."""
    game = board({"battlefield": ["Grizzly Bears"], "hand": ["Mutagenic Growth"]})
    game.apply(f"cast {game.find('Mutagenic Growth')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    start = mark(game)
    pay = next(a for a in game.legal_actions() if a.kind == "pay" and any(str(x).startswith("life") for x in a.args))
    game.apply(pay)
    (e,) = events_since(game, start, "paid")
    assert {"107.4f", "119.4"} <= set(e.rules) and e.args["life"] == 2
    assert any("2 life" in line and "Mutagenic Growth" in line for line in game.log())
    pass_both(game)
