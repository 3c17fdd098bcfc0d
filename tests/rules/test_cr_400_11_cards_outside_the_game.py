"""CR 400.11: cards outside the game. 400.11a: 'Cards in a player's sideboard are outside the game.' 400.11b: some
effects bring them into the game (a wish, learn 701.48a, Karn, the Great Creator). lithoform keeps each player's
sideboard by name (`Game.new(..., sideboards=...)`, a scenario's `sideboard:`); a card brought in is a new object
in its owner's hand."""

from __future__ import annotations

import json

import pytest
from support import activate, board, cast, names, resolve_stack

from lithoform import Game
from lithoform.interfaces.replay import FORMAT, GameRecord, loads, new_game
from lithoform.interfaces.replay import dumps as dump_record
from lithoform.play.observation import visible_log
from lithoform.play.serialize import SaveError
from lithoform.play.serialize import loads as load_state
from lithoform.rules.setup import SetupError

LESSONS = ["Environmental Sciences", "Introduction to Annihilation"]


def _resolve(game: Game) -> None:
    game.apply("pass")
    game.apply("pass")


def _cram(hand: list[str], sideboard: list[str]) -> Game:
    game = board({"hand": ["Cram Session", *hand], "battlefield": ["Swamp", "Forest"], "sideboard": sideboard})
    cast(game, "Cram Session")
    _resolve(game)
    return game


def test_701_48a_learn_reveals_a_lesson_from_the_sideboard() -> None:
    """Cram Session: 'You gain 4 life. Learn.' Declining to discard, P1 may reveal a Lesson card from outside the
    game: only Lessons are offered (not Grizzly Bears), and the one chosen is put into P1's hand and is no longer
    outside the game (400.11b)."""
    game = _cram(["Grizzly Bears"], ["Grizzly Bears", *LESSONS])
    game.apply("no")  # 701.48a: no card discarded
    assert game.pending.kind == "choose" and game.pending.labels == tuple(LESSONS)
    game.apply("choose 1")
    resolve_stack(game)
    assert names(game, "hand") == ["Grizzly Bears", "Introduction to Annihilation"]
    assert game.state.outside[0] == ("Grizzly Bears", "Environmental Sciences")
    assert any(e.kind == "revealed_from_outside" and e.args["card"] == "Introduction to Annihilation"
               for e in game.state.events())


def test_701_48a_learn_after_a_discard_gets_no_lesson() -> None:
    """'If you didn't discard a card, you may reveal a Lesson card': discarding to draw ends the learning."""
    game = _cram(["Grizzly Bears"], LESSONS)
    game.apply("yes")
    if game.pending.kind == "choose":  # the card to discard
        game.apply(f"choose {game.find('Grizzly Bears', zone='hand')}")
    resolve_stack(game)
    assert names(game, "graveyard") == ["Cram Session", "Grizzly Bears"]
    assert game.state.outside[0] == tuple(LESSONS)
    assert "Environmental Sciences" not in names(game, "hand")


def test_cram_session_ruling_learning_is_optional_with_a_lesson_outside() -> None:
    """Ruling (Cram Session, 2021-04-16): 'If instructed to learn, you may do nothing. Discarding a card and
    putting a Lesson card into your hand are both optional.'"""
    game = _cram(["Grizzly Bears"], LESSONS)
    game.apply("no")
    game.apply("choose")  # none of the Lessons
    resolve_stack(game)
    assert names(game, "hand") == ["Grizzly Bears"]
    assert game.state.outside[0] == tuple(LESSONS)


def test_burning_wish_ruling_a_card_outside_the_game_is_in_the_sideboard() -> None:
    """Burning Wish: 'You may reveal a sorcery card you own from outside the game and put it into your hand.'
    Ruling (2009-10-01): 'In a sanctioned event, a card that's "outside the game" is one that's in your
    sideboard.' Only the sorcery of the sideboard is offered; an exiled sorcery is not (ruling: 'You can't
    acquire exiled cards because those cards are still in one of the game's zones')."""
    game = board({"hand": ["Burning Wish"], "battlefield": [{"card": "Mountain", "count": 2}],
                  "exile": ["Lava Axe"], "sideboard": ["Shock", "Lava Axe"]})
    cast(game, "Burning Wish")
    _resolve(game)
    assert game.pending.kind == "choose" and game.pending.labels == ("Lava Axe",)
    game.apply("choose 0")
    resolve_stack(game)
    assert names(game, "hand") == ["Lava Axe"]
    assert game.state.outside[0] == ("Shock",)
    assert names(game, "exile") == ["Burning Wish", "Lava Axe"]


def test_karn_ruling_outside_the_game_comes_from_the_sideboard() -> None:
    """Karn, the Great Creator's -2. Ruling (2019-05-03): 'In a tournament event, a card you choose from outside
    the game must come from your sideboard.' The artifact in the sideboard is offered first; taking it, no exiled
    card is asked for."""
    game = board({"battlefield": [{"card": "Karn, the Great Creator", "counters": {"loyalty": 5}}],
                  "exile": ["Mind Stone"], "sideboard": ["Sol Ring"]})
    activate(game, game.find("Karn, the Great Creator"), 2)
    _resolve(game)
    assert game.pending.labels == ("Sol Ring",)
    game.apply("choose 0")
    resolve_stack(game)
    assert names(game, "hand") == ["Sol Ring"] and names(game, "exile") == ["Mind Stone"]


def test_400_11a_game_new_takes_sideboards_and_refuses_unknown_cards() -> None:
    decks = [["Forest"] * 40, ["Mountain"] * 40]
    game = Game.new(decks, seed=3, sideboards=[LESSONS, []])
    assert game.state.outside == (tuple(LESSONS), ())
    with pytest.raises(SetupError, match="P2's sideboard"):
        Game.new(decks, seed=3, sideboards=[[], ["No Such Card"]])
    with pytest.raises(SetupError, match="sideboards"):
        Game.new(decks, seed=3, sideboards=[LESSONS])
    assert Game.new(decks, seed=3).state.outside == ()  # none given: the game saves as before


def test_400_11a_the_opponents_sideboard_is_hidden() -> None:
    """What P1 sees is the same whatever P2's sideboard holds (P2 may look at their own, Karn's ruling: 'You
    may look at your sideboard at any time'; P1 may not)."""
    decks = [["Forest"] * 40, ["Mountain"] * 40]
    one = Game.new(decks, seed=5, sideboards=[[], LESSONS])
    other = Game.new(decks, seed=5, sideboards=[[], ["Shock"] * 3])
    assert one.view("P1") == other.view("P1")
    assert "Environmental Sciences" not in one.view("P1")


def test_400_11a_sideboards_survive_save_and_load_and_bad_ones_are_refused() -> None:
    game = Game.new([["Forest"] * 40, ["Mountain"] * 40], seed=2, sideboards=[LESSONS, ["Shock"]])
    text = game.to_json()
    assert load_state(text).outside == (tuple(LESSONS), ("Shock",))
    data = json.loads(text)
    data["outside"] = [["No Such Card"], []]
    with pytest.raises(SaveError, match=r"outside\[0\]\[0\]"):
        load_state(json.dumps(data))
    data["outside"] = [[], [], []]
    with pytest.raises(SaveError, match="3 players"):
        load_state(json.dumps(data))


def test_400_11a_a_game_record_keeps_the_sideboards() -> None:
    record = GameRecord(FORMAT, 4, (("Forest",) * 40, ("Mountain",) * 40), (), sideboards=(tuple(LESSONS), ()))
    assert new_game(loads(dump_record(record))).state.outside == (tuple(LESSONS), ())


def _sorcery(card: str, lands: dict[str, int], sideboard: list[str], mode: int | None = None) -> Game:
    game = board({"hand": [card], "battlefield": [{"card": n, "count": k} for n, k in lands.items()],
                  "sideboard": sideboard})
    cast(game, card, mode=mode)
    _resolve(game)
    return game


def test_death_wish_puts_a_card_in_unrevealed_and_its_ruling_fail_to_find() -> None:
    """Death Wish: 'You may put a card you own from outside the game into your hand. You lose half your life,
    rounded up.' The card is not revealed: P2's log doesn't name it (400.2). Rulings (2007-05-01): 'The choice
    is optional.' 'If you fail to find something, you still lose half your life, rounded up.'"""
    game = _sorcery("Death Wish", {"Swamp": 3}, ["Lava Axe", "Shock"])
    assert game.pending.labels == ("Lava Axe", "Shock")
    game.apply("choose 1")
    resolve_stack(game)
    assert names(game, "hand") == ["Shock"] and game.state.players[0].life == 10
    assert any("puts Shock from outside the game" in line for line in visible_log(game.state, 0))
    theirs = visible_log(game.state, 1)
    assert not any("Shock" in line for line in theirs)
    assert any("puts a card from outside the game" in line for line in theirs)
    declined = _sorcery("Death Wish", {"Swamp": 3}, ["Shock"])
    declined.apply("choose")
    resolve_stack(declined)
    assert names(declined, "hand") == [] and declined.state.players[0].life == 10


def test_living_wish_offers_creature_or_land_cards() -> None:
    """Living Wish: 'You may reveal a creature or land card you own from outside the game and put it into your
    hand.' Ruling (2007-05-01): 'If you fail to find something, you still exile this.'"""
    game = _sorcery("Living Wish", {"Forest": 2}, ["Shock", "Grizzly Bears", "Forest"])
    assert game.pending.labels == ("Grizzly Bears", "Forest")
    game.apply("choose")
    resolve_stack(game)
    assert names(game, "exile") == ["Living Wish"] and names(game, "hand") == []


def test_legion_angel_ruling_finds_only_a_legion_angel_in_the_sideboard() -> None:
    """Legion Angel: 'When Legion Angel enters the battlefield, you may reveal a card you own named Legion Angel
    from outside the game and put it into your hand.' Ruling (2020-09-25): 'In a tournament event, a card you
    choose from outside the game must come from your sideboard.'"""
    game = _sorcery("Legion Angel", {"Plains": 4}, ["Serra Angel", "Legion Angel"])
    game.apply("pass")
    game.apply("pass")  # the enters trigger resolves
    assert game.pending.labels == ("Legion Angel",)
    game.apply("choose 0")
    resolve_stack(game)
    assert names(game, "hand") == ["Legion Angel"] and game.state.outside[0] == ("Serra Angel",)


def test_masterminds_acquisition_second_mode_takes_a_card_from_outside() -> None:
    """Mastermind's Acquisition: '• Put a card you own from outside the game into your hand.' (not a 'may': a
    card is taken when there is one)."""
    game = _sorcery("Mastermind's Acquisition", {"Swamp": 4}, ["Shock"], mode=2)
    assert game.pending.kind == "choose" and game.pending.labels == ("Shock",)
    assert "choose" not in [str(a) for a in game.legal_actions()]  # one must be chosen
    game.apply("choose 0")
    resolve_stack(game)
    assert names(game, "hand") == ["Shock"]


def test_glittering_wish_offers_only_multicolored_cards() -> None:
    """Glittering Wish: 'You may reveal a multicolored card you own from outside the game and put it into your
    hand.' (105.4: a card with two or more colors)"""
    game = _sorcery("Glittering Wish", {"Forest": 1, "Plains": 1}, ["Shock", "Lightning Helix", "Sol Ring"])
    assert game.pending.labels == ("Lightning Helix",)
