"""CR 611.3a: a static ability with 'as long as [condition]' applies only while the condition holds, checked
continuously. Conditions on the permanent's own status (506.4 attacking, 110.5 tapped, 301.5 equipped, 303.4
enchanted) and on its controller's numbers (404 threshold: cards in the graveyard, 119.1 life, 402.1 cards in
hand); 603.4 and 207.2c coven: an intervening 'if' on the powers of the creatures you control."""

from __future__ import annotations

import msgspec
from support import activate, attack, board, cast, pass_until, resolve_stack, to_attackers

from lithoform import Game
from lithoform.rules.combat.steps import can_attack, can_block
from lithoform.rules.continuous.characteristics import chars


def _pt(game: Game, name: str) -> tuple[int | None, int | None]:
    c = chars(game.state, game.find(name))
    return c.power, c.toughness


def _has(game: Game, name: str, keyword: str) -> bool:
    return keyword in {k.lower() for k in chars(game.state, game.find(name)).keywords}


def test_404_threshold_counts_seven_cards_in_your_own_graveyard():
    """Battlewise Aven: 'Threshold — As long as seven or more cards are in your graveyard, Battlewise Aven gets
    +1/+1 and has first strike.' An opponent's graveyard doesn't count."""
    game = board({"battlefield": ["Battlewise Aven"], "graveyard": ["Forest"] * 6}, {"graveyard": ["Forest"] * 9})
    assert _pt(game, "Battlewise Aven") == (2, 2) and not _has(game, "Battlewise Aven", "first strike")
    game = board({"battlefield": ["Battlewise Aven"], "graveyard": ["Forest"] * 7})
    assert _pt(game, "Battlewise Aven") == (3, 3) and _has(game, "Battlewise Aven", "first strike")


def test_611_3a_threshold_turns_on_as_the_seventh_card_arrives():
    """The condition is checked continuously: a spell put into the graveyard as it resolves (608.2n) makes
    the seventh card."""
    game = board({"battlefield": ["Battlewise Aven", "Mountain"], "graveyard": ["Forest"] * 6,
                  "hand": ["Shock"]})
    assert _pt(game, "Battlewise Aven") == (2, 2)
    cast(game, game.find("Shock"), "P2")
    resolve_stack(game)
    assert _pt(game, "Battlewise Aven") == (3, 3)


def test_506_4_has_flying_only_while_attacking():
    """Kitesail Corsair: 'Kitesail Corsair has flying as long as it's attacking.' It has flying once declared
    as an attacker and loses it when combat ends (506.4, 511.3)."""
    game = board({"battlefield": [{"card": "Kitesail Corsair", "sick": False}]}, step="beginning_of_combat")
    assert not _has(game, "Kitesail Corsair", "flying")
    to_attackers(game)
    attack(game, game.find("Kitesail Corsair"))
    assert _has(game, "Kitesail Corsair", "flying")
    pass_until(game, "main2")
    assert not _has(game, "Kitesail Corsair", "flying")


def test_301_5_has_haste_only_while_equipped():
    """Fireblade Charger: 'As long as Fireblade Charger is equipped, it has haste.' (301.5: an Equipment
    attached to it; 'it' is the Charger)."""
    game = board({"battlefield": ["Fireblade Charger", "Short Sword", "Plains"]})
    assert not _has(game, "Fireblade Charger", "haste")
    activate(game, "Short Sword", 1, game.find("Fireblade Charger"))
    resolve_stack(game)
    assert _has(game, "Fireblade Charger", "haste")
    assert _pt(game, "Fireblade Charger") == (2, 2)


def test_119_1_gets_bigger_while_you_have_25_or_more_life():
    """Divinity of Pride: 'Divinity of Pride gets +4/+4 as long as you have 25 or more life.' A life total
    isn't a characteristic, yet the bonus follows it at once (611.3a)."""
    game = board({"battlefield": ["Divinity of Pride"]})
    assert _pt(game, "Divinity of Pride") == (4, 4)
    p = game.state.players[0]
    game.state.set_player(msgspec.structs.replace(p, life=25))
    assert _pt(game, "Divinity of Pride") == (8, 8)
    game.state.set_player(msgspec.structs.replace(p, life=24))
    assert _pt(game, "Divinity of Pride") == (4, 4)


def test_402_1_seven_or_more_cards_in_hand():
    """Akki Underling: 'As long as you have seven or more cards in hand, Akki Underling gets +2/+1 and has
    first strike.'"""
    game = board({"battlefield": ["Akki Underling"], "hand": ["Forest"] * 6})
    assert _pt(game, "Akki Underling") == (2, 1)
    game = board({"battlefield": ["Akki Underling"], "hand": ["Forest"] * 7})
    assert _pt(game, "Akki Underling") == (4, 2) and _has(game, "Akki Underling", "first strike")


def test_207_2c_coven_needs_three_different_powers_as_it_triggers_and_resolves():
    """Candlegrove Witch: 'Coven — At the beginning of combat on your turn, if you control three or more
    creatures with different powers, Candlegrove Witch gains flying until end of turn.' (603.4: an
    intervening 'if'). Two creatures with the same power count once."""
    game = board({"battlefield": ["Candlegrove Witch", "Grizzly Bears", "Llanowar Elves"]})  # 2, 2, 1
    pass_until(game, "beginning_of_combat")
    resolve_stack(game)
    assert not _has(game, "Candlegrove Witch", "flying")
    game = board({"battlefield": ["Candlegrove Witch", "Llanowar Elves", "Hill Giant"]})  # 2, 1, 3
    pass_until(game, "beginning_of_combat")
    resolve_stack(game)
    assert _has(game, "Candlegrove Witch", "flying")


def test_702_3b_skyclave_sentinel_attacks_despite_defender_only_with_a_counter():
    """Skyclave Sentinel: 'As long as Skyclave Sentinel has a +1/+1 counter on it, it can attack as though it
    didn't have defender.'"""
    game = board({"battlefield": [{"card": "Skyclave Sentinel", "sick": False}]}, step="beginning_of_combat")
    sentinel = game.find("Skyclave Sentinel")
    assert not can_attack(game.state, sentinel)
    game = board({"battlefield": [{"card": "Skyclave Sentinel", "sick": False, "counters": {"+1/+1": 1}}]},
                 step="beginning_of_combat")
    assert can_attack(game.state, game.find("Skyclave Sentinel"))


def test_506_5_dream_prowler_cant_be_blocked_while_attacking_alone():
    """Dream Prowler: 'Dream Prowler can't be blocked as long as it's attacking alone.'"""
    for others, blockable in (([], False), ([{"card": "Grizzly Bears", "sick": False}], True)):
        game = board({"battlefield": [{"card": "Dream Prowler", "sick": False}, *others]},
                     {"battlefield": ["Hill Giant"]}, step="beginning_of_combat")
        to_attackers(game)
        attack(game, *[game.find(n) for n in ("Dream Prowler", "Grizzly Bears") if n == "Dream Prowler" or others])
        assert can_block(game.state, game.find("Hill Giant"), game.find("Dream Prowler")) == blockable
