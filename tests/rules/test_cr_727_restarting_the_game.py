"""CR 104.6 and 727: Restarting the game (Karn Liberated's −14; rules/turn/restart.py, mechanics/restart).

727.1: 'A game that is restarted immediately ends. No players in that game win, lose, or draw that game. All
players in that game when it ended then start a new game following the procedures set forth in rule 103'; 727.1a:
the starting player is the player who controlled the restarting ability; 727.2: every card of the game is in the
new one, ownership unchanged; 727.3: a library of fewer than seven cards loses in the first upkeep; 727.4: the
effect finishes resolving just before the first untap step; 727.5: the exempt cards are not in their owner's
deck."""

from __future__ import annotations

import json

from support import activate, board, pass_until, resolve_top, use_compiled

from lithoform import Game

use_compiled("Karn Liberated")

KARN = "Karn Liberated"


def _karn(p1: dict | None = None, p2: dict | None = None, active: str = "P1", turn: int = 3, seed: int = 0) -> Game:
    karn = {"battlefield": [{"card": KARN, "counters": {"loyalty": 20}}]}
    mine, theirs = ({**karn, **(p1 or {})}, p2 or {}) if active == "P1" else (p1 or {}, {**karn, **(p2 or {})})
    if active == "P1" and p1 and "battlefield" in p1:
        mine["battlefield"] = karn["battlefield"] + p1["battlefield"]
    return board(mine, theirs, active=active, turn=turn, seed=seed)


def _minus_14(game: Game) -> None:
    activate(game, game.find(KARN), 3)
    resolve_top(game)


def _keep_all(game: Game) -> None:
    while game.pending.kind == "mulligan":
        game.apply("no")


def _cards(game: Game, player: int) -> list[str]:
    """The names of every card `player` owns, wherever it is."""
    return sorted(o.card for o in game.state.objects.values() if getattr(o, "owner", -1) == player)


def test_727_1_the_game_ends_with_no_winner_and_a_new_game_begins_at_its_pregame() -> None:
    """727.1: no player wins, loses or draws; the new game follows rule 103: opening hands of seven (103.5) and
    the mulligan decisions, with nobody holding priority, then turn 1 (103.8)."""
    game = _karn({"life": 2})
    _minus_14(game)
    assert not game.state.game_over and game.state.winner is None
    assert game.pending.kind == "mulligan" and game.state.priority == -1 and game.state.turn == 0
    assert [len(game.state.zones[f"hand:{p}"]) for p in (0, 1)] == [7, 7]
    _keep_all(game)
    assert game.state.turn == 1 and game.state.step == "upkeep"
    restart = next(e for e in game.state.events() if e.kind == "restart")
    assert restart.rules[0] == "727.1"
    assert any("The game restarts" in line for line in game.log())


def test_727_1a_the_controller_of_the_restarting_ability_is_the_starting_player() -> None:
    """727.1a: P2 controls Karn in P2's turn 4: P2 declares first (103.5) and takes turn 1, skipping its draw
    (103.8a)."""
    game = _karn(active="P2", turn=4)
    _minus_14(game)
    assert game.pending.player == 1 and game.state.first_player == 1
    _keep_all(game)
    assert game.state.active == 1 and game.state.turn == 1
    pass_until(game, "main1", turn=1)
    assert len(game.state.zones["hand:1"]) == 7  # 103.8a: no draw in the starting player's first turn


def test_727_2_every_card_in_every_zone_returns_to_its_owners_library_tokens_do_not() -> None:
    """727.2: 'All Magic cards involved in the game that was restarted ... are involved in the new game ...
    Ownership of cards in the new game doesn't change.' Cards on the battlefield under another player's control,
    in graveyards, in exile and in hands go to their owners' decks; a token (111) is no card and is gone."""
    game = _karn({"graveyard": ["Shock"], "hand": ["Opt"]},
                 {"battlefield": ["Grizzly Bears", {"card": "Llanowar Elves", "token": True}],
                  "graveyard": ["Lightning Bolt"]})
    before = [[c for c in _cards(game, p) if c != "Llanowar Elves"] for p in (0, 1)]
    _minus_14(game)
    _keep_all(game)
    assert [_cards(game, p) for p in (0, 1)] == before
    assert game.state.zones["battlefield"] == () and game.state.zones["exile"] == ()
    assert all(game.state.zones[f"graveyard:{p}"] == () for p in (0, 1))


def test_727_3_fewer_than_seven_cards_loses_in_the_first_upkeep() -> None:
    """727.3: 'any player with fewer than seven cards in their library will lose the game when state-based
    actions are checked during the upkeep step of the first turn, regardless of any mulligans'. P2 owns three
    cards in all."""
    game = _karn(p2={"library": ["Swamp", "Swamp", "Swamp"]})
    _minus_14(game)
    assert not game.state.game_over  # not during the pregame
    _keep_all(game)
    assert game.state.game_over and game.state.winner == 0
    loss = next(e for e in game.state.events() if e.kind == "lose")
    assert "704.5b" in loss.rules


def test_727_4_the_effect_finishes_just_before_the_first_untap_step() -> None:
    """727.4: the cards exempted are put onto the battlefield after the mulligans and before the first turn's
    untap step; no player has priority then."""
    game = _karn(p2={"battlefield": ["Grizzly Bears"]})
    activate(game, game.find(KARN), 2, game.find("Grizzly Bears"))
    resolve_top(game)
    pass_until(game, "main1", turn=5)
    _minus_14(game)
    assert "Grizzly Bears" in [game.state.objects[o].card for o in game.state.zones["exile"]]
    _keep_all(game)
    kinds = [e.kind for e in game.state.events()]
    last_turn = len(kinds) - 1 - kinds[::-1].index("turn")
    assert kinds.index("restart_finishes") < last_turn
    assert kinds[-1] != "restart_finishes" and "mulligan_declaration" in kinds[: kinds.index("restart_finishes")]
    bears = game.find("Grizzly Bears")
    assert game.state.objects[bears].controller == 0 and game.state.objects[bears].owner == 1


def test_727_5_exempt_cards_are_not_in_their_owners_deck() -> None:
    """727.5: 'These cards are not in their owner's deck as the new game begins.'"""
    game = _karn(p2={"battlefield": ["Grizzly Bears"]})
    activate(game, game.find(KARN), 2, game.find("Grizzly Bears"))
    resolve_top(game)
    pass_until(game, "main1", turn=5)
    _minus_14(game)
    hidden = [game.state.objects[o].card for z in ("library:1", "hand:1") for o in game.state.zones[z]]
    assert "Grizzly Bears" not in hidden


def test_727_the_new_game_is_reproducible_from_the_seed() -> None:
    """GUIDE principle 10: the new game's shuffles come from the game's own generator: the same game gives the
    same new libraries."""
    def libraries(seed: int) -> list[list[str]]:
        game = _karn({"library": [f"{c}" for c in ["Forest", "Island", "Mountain", "Plains"] * 5]}, seed=seed)
        _minus_14(game)
        return [[game.state.objects[o].card for o in game.state.zones[f"library:{p}"]] for p in (0, 1)]

    assert libraries(3) == libraries(3)
    assert libraries(3) != libraries(4)


def test_727_the_pregame_saves_and_loads_and_hides_the_hands() -> None:
    """The new game's pregame is plain data (GUIDE principle 6): saved during the mulligans and loaded, it goes on
    the same; the opponent's view of it names none of P1's hidden cards (400.2)."""
    game = _karn({"hand": ["Serra Angel"], "library": ["Serra Angel"] * 10})
    _minus_14(game)
    loaded = Game.from_json(game.to_json())
    for g in (game, loaded):
        _keep_all(g)
    assert game.to_json() == loaded.to_json()
    view = json.loads(game.view("P2", log_lines=80))
    assert "Serra Angel" not in json.dumps(view)
