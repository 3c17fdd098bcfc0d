"""CR 702.62a suspend: “Suspend N—[cost]” means “If you could begin to cast this card by putting it onto the
stack from your hand, you may pay [cost] and exile it with N time counters on it. This action doesn't use the
stack,” and “At the beginning of your upkeep, if this card is suspended, remove a time counter from it,” and
“When the last time counter is removed from this card, if it's exiled, you may play it without paying its mana
cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it gains haste until you
lose control of the spell or the permanent it becomes.” 116.2f (a special action), 702.62b (suspended),
118.6 (no mana cost: unpayable), 608.2g (cast during the resolution). Played with compiled cards: Rift Bolt,
Ancestral Vision (no mana cost, suspend 4—{U}: 'Target player draws three cards.'), Durkwood Baloth (5/5,
suspend 5—{G})."""

from __future__ import annotations

from support import board, life, pass_until, resolve_stack, use_compiled, zone_names

use_compiled("Rift Bolt", "Ancestral Vision", "Durkwood Baloth")


def _suspend(game, name: str) -> None:
    game.apply(f"suspend {game.find(name, zone='hand')}")


def _time(game, name: str) -> int:
    return game.state.objects[game.find(name, zone="exile")].counter("time")


def test_116_2f_suspending_is_a_special_action() -> None:
    """116.2f, 702.62a: paying {R} exiles Rift Bolt with one time counter; nothing goes on the stack and the
    player keeps priority (117.3c)."""
    game = board({"hand": ["Rift Bolt"], "battlefield": ["Mountain"]})
    _suspend(game, "Rift Bolt")
    assert not game.state.stack
    assert _time(game, "Rift Bolt") == 1
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_116_2f_only_when_it_could_be_cast() -> None:
    """116.2f: 'only if they could begin to cast that card': a sorcery can't be suspended in the opponent's
    turn, nor in the upkeep."""
    game = board({"hand": ["Rift Bolt"], "battlefield": ["Mountain"]}, active="P2")
    assert not [a for a in game.legal_actions() if a.kind == "suspend"]
    game = board({"hand": ["Rift Bolt"], "battlefield": ["Mountain"]}, step="upkeep")
    assert not [a for a in game.legal_actions() if a.kind == "suspend"]


def test_118_6_no_mana_cost_can_only_be_suspended() -> None:
    """118.6, 202.1b: Ancestral Vision has no mana cost: it can't be cast from the hand, but it can be suspended
    (the ruling: 'you can exile a card with suspend that has no mana cost')."""
    game = board({"hand": ["Ancestral Vision"], "battlefield": ["Island"]})
    kinds = {a.kind for a in game.legal_actions()}
    assert "cast" not in kinds and "suspend" in kinds


def test_702_62a_a_time_counter_each_upkeep_then_cast() -> None:
    """702.62a: Ancestral Vision with four time counters: one removed at each of its owner's upkeeps (not the
    opponent's); after the fourth, it is cast without paying its mana cost and draws three cards."""
    game = board({"hand": ["Ancestral Vision"], "battlefield": ["Island"]})
    _suspend(game, "Ancestral Vision")
    pass_until(game, "main1", turn=4)  # the opponent's turn: no counter removed
    assert _time(game, "Ancestral Vision") == 4
    for turn, left in ((5, 3), (7, 2), (9, 1)):
        pass_until(game, "upkeep", turn=turn)
        resolve_stack(game)
        assert _time(game, "Ancestral Vision") == left
    pass_until(game, "upkeep", turn=11)
    hand = len(game.zone("hand"))
    game.apply("pass")
    game.apply("pass")  # the last counter is removed: the cast trigger
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may"
    game.apply("yes")
    game.apply("target P1")
    resolve_stack(game)
    assert len(game.zone("hand")) == hand + 3
    assert "Ancestral Vision" in zone_names(game, "graveyard")


def test_702_62a_declining_it_remains_exiled() -> None:
    """702.62a: 'If you don't, it remains exiled' (with no time counter: no longer suspended, 702.62b)."""
    game = board({"hand": ["Rift Bolt"], "battlefield": ["Mountain"]})
    _suspend(game, "Rift Bolt")
    pass_until(game, "upkeep", turn=5)
    for _ in range(2):
        game.apply("pass")
        game.apply("pass")
    game.apply("no")
    resolve_stack(game)
    assert "Rift Bolt" in zone_names(game, "exile")
    assert _time(game, "Rift Bolt") == 0
    pass_until(game, "upkeep", turn=7)
    assert not game.state.stack  # not suspended: no trigger


def test_702_62a_a_creature_cast_this_way_has_haste() -> None:
    """702.62a: Durkwood Baloth cast by its last time counter's trigger enters with haste; the ruling: "it
    gains haste until you lose control of that creature"."""
    game = board({"hand": ["Durkwood Baloth"], "battlefield": ["Forest"]})
    _suspend(game, "Durkwood Baloth")
    for turn in (5, 7, 9, 11):
        pass_until(game, "upkeep", turn=turn)
        resolve_stack(game)
    pass_until(game, "upkeep", turn=13)
    for _ in range(2):
        game.apply("pass")
        game.apply("pass")
    game.apply("yes")
    resolve_stack(game)
    baloth = game.find("Durkwood Baloth", zone="battlefield")
    assert "haste" in game.chars(baloth).keywords
    assert life(game, 1) == 20
