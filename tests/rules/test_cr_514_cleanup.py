"""CR 514: the cleanup step. The active player discards down to their maximum hand size, a choice (514.1);
then damage wears off and 'until end of turn' effects end, simultaneously (514.2); normally nobody gets
priority (514.3), unless state-based actions or triggers happen, and then another cleanup step follows
(514.3a)."""

from __future__ import annotations

from support import activate, board, cast, life, pass_both, pass_until, zone_names

from lithoform.cards.tree import ActivatedAbility, CardDef, CardFace, Cost, DelayedTrigger, GainLife

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test Husk", (CardFace(
    "Test Husk", ("Creature",), "{1}", subtypes=("Construct",), power="0", toughness="0",
    text="Remove a +1/+1 counter from Test Husk: You gain 1 life.",
    abilities=(ActivatedAbility(Cost(remove_counters=(("+1/+1", 1),)), GainLife(1),
                                text="Remove a +1/+1 counter from Test Husk: You gain 1 life."),),
),)))
TEST_CARDS.append(CardDef("Test Cleanup Bell", (CardFace(
    "Test Cleanup Bell", ("Artifact",), "{1}",
    text="{T}: At the beginning of the next cleanup step, you gain 2 life.",
    abilities=(ActivatedAbility(Cost(tap=True), DelayedTrigger("cleanup", GainLife(2)),
                                text="{T}: At the beginning of the next cleanup step, you gain 2 life."),),
),)))

NINE = ["Mountain"] * 5 + ["Grizzly Bears"] * 4


def to_cleanup(game) -> None:
    """From the end step, both pass: the cleanup step begins."""
    assert game.state.step == "end"
    pass_both(game)


def test_514_1_discard_to_hand_size_is_the_active_players_choice():
    """514.1: 'if the active player's hand contains more cards than their maximum hand size (normally seven),
    they discard enough cards to reduce their hand size to that number.' Which cards is their choice."""
    game = board({"hand": NINE}, step="end")
    to_cleanup(game)
    p = game.pending
    assert game.state.step == "cleanup"
    assert p.kind == "choose" and p.player == 0 and (p.min, p.max) == (2, 2)
    assert set(p.options) == set(game.zone("hand", 0))
    bears = [i for i in game.zone("hand", 0) if game.chars(i).name == "Grizzly Bears"][:2]
    game.apply(f"choose {bears[0]} {bears[1]}")
    assert len(game.zone("hand", 0)) == 7
    assert zone_names(game, "graveyard") == ["Grizzly Bears", "Grizzly Bears"]


def test_514_1_no_discard_at_or_below_hand_size():
    """514.1: only a hand of more than seven is discarded from: with seven cards, no choice is asked."""
    game = board({"hand": NINE[:7]}, step="end")
    to_cleanup(game)
    assert game.pending.kind == "priority" and game.state.turn == 4
    assert len(game.zone("hand", 0)) == 7


def test_514_1_only_the_active_player_discards():
    """514.1 concerns the active player's hand only: P2's nine cards stay through P1's cleanup."""
    game = board(p2={"hand": NINE}, step="end")
    to_cleanup(game)
    assert game.state.turn == 4
    assert len(game.zone("hand", 1)) == 9


def test_514_2_damage_wears_off():
    """514.2: 'all damage marked on permanents ... is removed'."""
    game = board({"battlefield": [{"card": "Serra Angel", "damage": 2}]}, {"battlefield": ["Serra Angel"]},
                 step="end")
    angels = list(game.state.battlefield)
    to_cleanup(game)
    assert all(game.state.objects[a].damage == 0 for a in angels)


def test_514_2_until_end_of_turn_effects_end():
    """514.2: 'all “until end of turn” ... effects end': Giant Growth's +3/+3 is gone after the cleanup."""
    game = board({"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Giant Growth"]}, step="end")
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Giant Growth"), bears)
    pass_both(game)
    assert game.chars(bears).power == 5
    to_cleanup(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2, 2)


def test_514_2_damage_and_effects_end_simultaneously():
    """514.2: the two happen 'simultaneously': Bears given +3/+3 with 3 damage marked survive the cleanup
    (damage is not checked against the 2/2 first)."""
    game = board({"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Giant Growth"]},
                 {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, step="end")
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Giant Growth"), bears)
    pass_both(game)
    game.apply("pass")
    cast(game, game.find("Lightning Bolt"), bears)
    pass_both(game)
    assert game.state.objects[bears].damage == 3
    pass_until(game, "upkeep", turn=4)
    assert game.state.objects[bears].zone == "battlefield"
    assert game.state.objects[bears].damage == 0


def test_514_3_normally_no_priority_in_cleanup():
    """514.3: 'Normally, no player receives priority during the cleanup step': after the end step the next
    decision is in the next turn."""
    game = board(step="end")
    to_cleanup(game)
    assert (game.state.turn, game.state.step) == (4, "upkeep")


def test_514_3a_state_based_actions_in_cleanup_give_priority():
    """514.3a: if state-based actions would be performed in the cleanup step, 'those state-based actions are
    performed, ... then the active player gets priority.' Test Husk is 0/0 once Giant Growth ends."""
    game = board({"battlefield": ["Forest", {"card": "Test Husk", "counters": {"+1/+1": 1}}],
                  "hand": ["Giant Growth"]}, step="end")
    husk = game.find("Test Husk")
    cast(game, game.find("Giant Growth"), husk)
    pass_both(game)
    activate(game, husk, 1)
    pass_both(game)
    assert game.chars(husk).toughness == 3
    to_cleanup(game)
    assert game.state.step == "cleanup"
    assert game.pending.kind == "priority" and game.pending.player == 0
    assert zone_names(game, "graveyard") == ["Giant Growth", "Test Husk"]


def test_514_3a_another_cleanup_step_follows():
    """514.3a: 'Once the stack is empty and all players pass in succession, another cleanup step begins'
    — and that one, with nothing happening, ends the turn."""
    game = board({"battlefield": ["Forest", {"card": "Test Husk", "counters": {"+1/+1": 1}}],
                  "hand": ["Giant Growth"]}, step="end")
    husk = game.find("Test Husk")
    cast(game, game.find("Giant Growth"), husk)
    pass_both(game)
    activate(game, husk, 1)
    pass_both(game)
    to_cleanup(game)
    steps = [e.args["step"] for e in game.state.events() if e.kind == "step"]
    pass_both(game)
    steps = [e.args["step"] for e in game.state.events() if e.kind == "step"][len(steps):]
    assert steps[0] == "cleanup"
    assert (game.state.turn, game.state.step) == (4, "upkeep")


def test_514_3a_next_cleanup_step_trigger():
    """514.3a: the game checks for triggered abilities waiting to be put on the stack, 'including those that
    trigger “at the beginning of the next cleanup step”', and the active player gets priority."""
    game = board({"battlefield": ["Test Cleanup Bell"]}, step="end")
    activate(game, game.find("Test Cleanup Bell"), 1)
    pass_both(game)
    to_cleanup(game)
    assert game.state.step == "cleanup"
    assert [game.state.objects[i].source_name for i in game.state.stack] == ["Test Cleanup Bell"]
    pass_both(game)
    assert life(game, 0) == 22
