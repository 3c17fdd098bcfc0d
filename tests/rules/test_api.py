"""The public API's contract: actions as text that round-trips; illegal actions refused with a clear message
and no change (733: an illegal action is reversed); independent clones; saving and loading at every kind of
decision, mid-resolution and mid-announcement included; replaying a game from its seed and actions; and
clear errors for malformed saves."""

from __future__ import annotations

import json

import pytest
from support import activate, board, cast, pass_both, pass_until

from lithoform import Action, Game, IllegalActionError, SaveError
from lithoform.cards.tree import (
    CardDef,
    CardFace,
    DealDamage,
    DrawCards,
    Mode,
    SpellAbility,
    Target,
    TargetSpec,
)
from lithoform.play.agents import RandomAgent
from lithoform.play.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test API Charm", (CardFace(
    "Test API Charm", ("Instant",), "{R}",
    text="Choose one —\n• Deal 2 damage to any target.\n• Draw a card.",
    spell=SpellAbility(modes=(Mode(DealDamage(2, Target(0)), targets=(TargetSpec("any"),)),
                              Mode(DrawCards(1)))),
),)))
TEST_CARDS.append(CardDef("Test API Split", (CardFace(
    "Test API Split", ("Instant",), "{R}",
    text="Deal 3 damage divided as you choose among one or two targets.",
    spell=SpellAbility(DealDamage(3, Target(0), divided=True), targets=(TargetSpec("any", min=1, max=2),)),
),)))

DECKS = [expand(RED_ARTIFACTS)[::2], expand(FOUR_COLOR)[::2]]


def random_walk(seed: int, steps: int) -> tuple[Game, list[str]]:
    """A game from the starter decks played by random agents for `steps` actions; the actions as text."""
    game = Game.new(DECKS, seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    played: list[str] = []
    for _ in range(steps):
        if game.is_over:
            break
        action = agents[game.pending.player].choose(game)
        played.append(str(action))
        game.apply(str(action))
    return game, played


# --- action text --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "pass", "play 12", "cast 7", "activate 12 1 mana:G", "activate 4 1 sac:9", "target P2", "target 31",
    "x 3", "divide 1 2", "order 2 1", "choose 4 5", "additional kicker", "pay life:1", "autopay", "cancel",
    "yes", "no", "done",
])
def test_action_text_round_trips(text):
    """`Action.parse(str(a)) == a` and `str(Action.parse(t)) == t` for every kind of action text."""
    action = Action.parse(text)
    assert str(action) == text
    assert Action.parse(str(action)) == action


def test_players_are_written_p1_and_p2():
    """Players are written P1 and P2 in action text (negative references inside)."""
    assert Action.parse("target P1").args == (-1,)
    assert str(Action("target", (-2,))) == "target P2"


def test_every_legal_action_round_trips_through_text():
    """At every decision of a random game, each legal action's text parses back to the same action."""
    game = Game.new(DECKS, seed=5)
    agents = [RandomAgent(5), RandomAgent(6)]
    for _ in range(400):
        if game.is_over:
            break
        for action in game.legal_actions():
            assert Action.parse(str(action)) == action
        game.apply(str(agents[game.pending.player].choose(game)))


def test_every_listed_action_can_be_applied():
    """Each action `legal_actions()` lists is accepted by `apply` (tried on clones at every decision of a
    random game's first 150 actions)."""
    game = Game.new(DECKS, seed=8)
    agents = [RandomAgent(8), RandomAgent(9)]
    for _ in range(150):
        if game.is_over:
            break
        for action in game.legal_actions():
            game.clone().apply(action)
        game.apply(agents[game.pending.player].choose(game))


# --- illegal actions ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["cast 9999", "play 9999", "target P2", "x 3", "choose 1", "yes",
                                  "activate 1 1", "pay", "order 1"])
def test_illegal_action_raises_and_changes_nothing(text):
    """733.1: an illegal action is reversed: `apply` raises IllegalActionError and the game is unchanged."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(text)
    assert game.to_json() == before


def test_unknown_action_text_is_an_illegal_action():
    """Text that is no action at all raises IllegalActionError naming the known actions."""
    game = board()
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="unknown action 'fly'.*known:"):
        game.apply("fly 3")
    assert game.to_json() == before


def test_illegal_action_message_explains_what_is_wrong():
    """The message quotes the action, gives the reason, says who must decide what, and lists legal actions."""
    game = board({"battlefield": ["Forest"], "hand": ["Divination"]}, step="upkeep")
    divination = game.find("Divination")
    with pytest.raises(IllegalActionError) as err:
        game.apply(f"cast {divination}")
    message = str(err.value)
    assert f"'cast {divination}' is not legal now" in message
    assert "307.1" in message or "timing" in message
    assert "P1" in message and "priority" in message
    assert "Legal: pass" in message


def test_illegal_action_on_someone_elses_card_says_so():
    """Casting a card that is not in a hand is refused with that reason."""
    game = board({"battlefield": ["Mountain"]})
    mountain = game.find("Mountain")
    with pytest.raises(IllegalActionError, match="not in a hand"):
        game.apply(f"cast {mountain}")


def test_actions_after_the_game_is_over_are_refused():
    """104: once the game is over nothing is legal, and the message says so."""
    game = board(p2={"life": 0})
    assert game.is_over
    assert list(game.legal_actions()) == []
    with pytest.raises(IllegalActionError, match="game is over"):
        game.apply("pass")


def test_legal_actions_agree_with_a_freshly_loaded_copy_across_turns():
    """`legal_actions()` depends on the game state only: a game and a copy loaded from its JSON list the same
    actions — here after passing from P1's turn 3 to P1's turn 5 (302.6 ends the Elves' summoning
    sickness)."""
    game = board({"battlefield": [{"card": "Llanowar Elves", "sick": True}]})
    pass_until(game, "upkeep", turn=5)
    fresh = Game.from_json(game.to_json())
    assert [str(a) for a in game.legal_actions()] == [str(a) for a in fresh.legal_actions()]


# --- clones -------------------------------------------------------------------------------------------------


def test_clone_is_independent_of_the_original():
    """A clone can be played on without changing the original, and the other way round."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    original = game.to_json()
    copy = game.clone()
    cast(copy, copy.find("Lightning Bolt"), "P2")
    pass_both(copy)
    assert copy.state.players[1].life == 17
    assert game.to_json() == original
    game.apply("pass")
    assert copy.state.players[1].life == 17 and copy.pending.player == 0


def test_clone_starts_equal():
    game, _ = random_walk(3, 120)
    assert game.clone().to_json() == game.to_json()


# --- saving and loading at every kind of decision ----------------------------------------------------------


def reload(game: Game) -> Game:
    return Game.from_json(game.to_json())


def assert_round_trip(game: Game, kind: str) -> None:
    """The decision is `kind`; a saved and loaded copy is identical, waits for the same decision, offers the
    same actions, and goes on identically after the same action."""
    assert game.pending.kind == kind
    loaded = reload(game)
    assert loaded.to_json() == game.to_json()
    assert loaded.pending == game.pending
    actions = list(game.legal_actions())
    assert list(loaded.legal_actions()) == actions
    game.apply(actions[0])
    loaded.apply(actions[0])
    assert loaded.to_json() == game.to_json()


def at_priority() -> Game:
    return board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})


def at_target() -> Game:
    game = at_priority()
    game.apply(f"cast {game.find('Lightning Bolt')}")
    return game


def at_pay() -> Game:
    game = at_target()
    game.apply("target P2")
    return game


def at_x() -> Game:
    game = board({"battlefield": ["Mountain"] * 3, "hand": ["Fireball"]})
    game.apply(f"cast {game.find('Fireball')}")
    return game


def at_additional() -> Game:
    game = board({"battlefield": ["Mountain"] * 5, "hand": ["Burst Lightning"]})
    game.apply(f"cast {game.find('Burst Lightning')}")
    return game


def at_sacrifice() -> Game:
    game = board({"battlefield": ["Blasting Station", "Grizzly Bears"]})
    activate(game, game.find("Blasting Station"), 1, "P2")
    return game


def at_may() -> Game:
    game = board({"battlefield": ["Forest", "Forest", {"card": "Blasting Station", "tapped": True}],
                  "hand": ["Grizzly Bears"]})
    cast(game, game.find("Grizzly Bears"))
    pass_both(game)
    pass_both(game)
    return game


def at_discard_choice() -> Game:
    game = board({"battlefield": ["Swamp"] * 3, "hand": ["Mind Rot"]},
                 {"hand": ["Forest", "Island", "Shock"]})
    cast(game, game.find("Mind Rot"), "P2")
    pass_both(game)
    return game


def at_legend_rule() -> Game:
    return board({"battlefield": ["Bosh, Iron Golem", "Bosh, Iron Golem"]})


def at_cleanup_discard() -> Game:
    game = board({"hand": ["Mountain"] * 9}, step="end")
    pass_both(game)
    return game


def at_order() -> Game:
    game = board({"battlefield": ["Forest", "Forest", "Blasting Station"], "hand": ["Elvish Visionary"]})
    cast(game, game.find("Elvish Visionary"))
    pass_both(game)
    return game


def at_mode() -> Game:
    game = board({"battlefield": ["Mountain"], "hand": ["Test API Charm"]})
    game.apply(f"cast {game.find('Test API Charm')}")
    return game


def at_divide() -> Game:
    game = board({"battlefield": ["Mountain"], "hand": ["Test API Split"]})
    game.apply(f"cast {game.find('Test API Split')}")
    game.apply("target P1")
    game.apply("target P2")
    return game


@pytest.mark.parametrize(("make", "kind"), [
    (at_priority, "priority"), (at_target, "target"), (at_pay, "pay"), (at_x, "x"),
    (at_additional, "additional"), (at_sacrifice, "sacrifice"), (at_may, "may"),
    (at_discard_choice, "choose"), (at_legend_rule, "choose"), (at_cleanup_discard, "choose"),
    (at_order, "order"), (at_mode, "mode"), (at_divide, "divide"),
], ids=["priority", "target", "pay", "x", "additional", "sacrifice", "may-mid-resolution",
        "discard-mid-resolution", "legend-rule", "cleanup-discard", "order", "mode", "divide"])
def test_json_round_trip_at_each_kind_of_decision(make, kind):
    """`to_json`/`from_json` round-trip at every kind of decision, the game going on identically."""
    assert_round_trip(make(), kind)


def test_json_round_trip_mid_announcement_keeps_the_rewind_point():
    """A game saved mid-announcement can still be cancelled after loading (733), back to the state before
    the cast."""
    game = at_priority()
    before = game.to_json()
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    loaded = reload(game)
    loaded.apply("cancel")
    assert loaded.to_json() == before


def test_json_round_trip_at_game_over():
    game = board(p2={"life": 0})
    loaded = reload(game)
    assert loaded.to_json() == game.to_json()
    assert loaded.is_over and loaded.winner == 0


def test_json_round_trip_throughout_a_random_game():
    """Saved and loaded after each of 300 random actions, the game is the same."""
    game = Game.new(DECKS, seed=21)
    agents = [RandomAgent(21), RandomAgent(22)]
    for _ in range(300):
        if game.is_over:
            break
        game.apply(agents[game.pending.player].choose(game))
        text = game.to_json()
        assert Game.from_json(text).to_json() == text


# --- replay -------------------------------------------------------------------------------------------------


def test_replay_from_seed_and_actions_reaches_the_same_game():
    """A game is determined by its seed and its actions: replaying the action texts on a new game with the
    same seed gives identical JSON."""
    game, played = random_walk(31, 500)
    replay = Game.new(DECKS, seed=31)
    for text in played:
        replay.apply(text)
    assert replay.to_json() == game.to_json()


def test_replay_after_loading_continues_identically():
    """Loading a saved game and then applying the rest of the actions reaches the same end."""
    game, played = random_walk(41, 400)
    replay = Game.new(DECKS, seed=41)
    for text in played[:200]:
        replay.apply(text)
    replay = Game.from_json(replay.to_json())
    for text in played[200:]:
        replay.apply(text)
    assert replay.to_json() == game.to_json()


# --- malformed saves ---------------------------------------------------------------------------------------


def saved() -> dict:
    return json.loads(at_priority().to_json())


def test_malformed_json_is_a_save_error():
    with pytest.raises(SaveError, match="JSON"):
        Game.from_json("{not json")


def test_missing_field_is_a_save_error_naming_it():
    data = saved()
    del data["players"]
    with pytest.raises(SaveError, match="players"):
        Game.from_json(json.dumps(data))


def test_wrong_type_is_a_save_error_naming_the_field():
    data = saved()
    data["turn"] = "three"
    with pytest.raises(SaveError, match="turn"):
        Game.from_json(json.dumps(data))


def test_unknown_format_is_a_save_error():
    data = saved()
    data["format"] = "lithoform-state/999"
    with pytest.raises(SaveError, match="format"):
        Game.from_json(json.dumps(data))


def test_object_in_the_wrong_zone_is_a_save_error():
    """400.1: an object is in the zone it says; a save that lists it elsewhere is refused, naming it."""
    data = saved()
    hand = data["zones"]["hand:0"]
    oid = hand[0]
    data["zones"]["hand:0"] = []
    data["zones"]["graveyard:0"] = data["zones"]["graveyard:0"] + [oid]
    with pytest.raises(SaveError, match=str(oid)):
        Game.from_json(json.dumps(data))


def test_object_in_two_zones_is_a_save_error():
    data = saved()
    oid = data["zones"]["hand:0"][0]
    data["zones"]["exile"] = data["zones"]["exile"] + [oid]
    with pytest.raises(SaveError, match=str(oid)):
        Game.from_json(json.dumps(data))


def test_zone_listing_a_missing_object_is_a_save_error():
    data = saved()
    data["zones"]["exile"] = data["zones"]["exile"] + [99999]
    with pytest.raises(SaveError, match="99999"):
        Game.from_json(json.dumps(data))


# --- finding objects ----------------------------------------------------------------------------------------


def test_find_gives_the_newest_object_of_a_card():
    """400.7: a moved card is a new object; `find` by name gives the object where it is now."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    in_hand = game.find("Lightning Bolt")
    spell = cast(game, in_hand, "P2")
    assert game.find("Lightning Bolt") == spell
    pass_both(game)
    assert game.state.objects[game.find("Lightning Bolt")].zone == "graveyard"


def test_find_of_a_missing_card_is_a_key_error():
    game = board()
    with pytest.raises(KeyError):
        game.find("Serra Angel")


def test_labels_give_the_set_up_ids():
    game = board({"hand": [{"card": "Lightning Bolt", "label": "bolt"}]})
    assert game.labels["bolt"] == game.find("Lightning Bolt")


def test_find_by_label_follows_the_card_to_its_newest_object():
    """`Game.find` looks a label up first, and 'A label names the newest object of its card (400.7: a moved
    card is a new object)': after casting, the label finds the spell on the stack."""
    game = board({"battlefield": ["Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]})
    spell = cast(game, game.labels["bolt"], "P2")
    assert game.find("bolt") == spell
