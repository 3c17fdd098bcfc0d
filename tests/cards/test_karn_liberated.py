"""Karn Liberated: "[+4]: Target player exiles a card from their hand. / [−3]: Exile target permanent. / [−14]:
Restart the game, leaving in exile all non-Aura permanent cards exiled with Karn Liberated. Then put those cards
onto the battlefield under your control." (104.6, 727, 607.2a). Each test quotes the ruling it checks."""

from __future__ import annotations

from support import activate, board, pass_until, resolve_top, use_compiled

from lithoform import Game
from lithoform.rules.zones import move

use_compiled("Karn Liberated")

KARN = "Karn Liberated"


def _karn_game(p1: dict | None = None, p2: dict | None = None, loyalty: int = 20) -> Game:
    mine = {"battlefield": [{"card": KARN, "counters": {"loyalty": loyalty}}], **(p1 or {})}
    return board(mine, p2 or {"battlefield": ["Llanowar Elves", "Grizzly Bears"], "hand": ["Shock", "Forest"]})


def _restart(game: Game) -> None:
    """−14, then every player keeps their opening hand."""
    activate(game, game.find(KARN), 3)
    resolve_top(game)
    while game.pending.kind == "mulligan":
        game.apply("no")


def _names(game: Game, zone: str, player: int | None = None) -> list[str]:
    key = zone if player is None else f"{zone}:{player}"
    return sorted(game.state.objects[o].card for o in game.state.zones[key])


def test_ruling_first_and_third_abilities_linked_and_second_and_third_linked() -> None:
    """Ruling (2020-08-07): "Karn's first and third abilities are linked. Similarly, Karn's second and third
    abilities are linked. Only non-Aura permanent cards exiled by either of Karn's first two abilities will
    remain in exile when the game restarts." The −3 exiles Llanowar Elves, the +4 makes P2 exile Forest (a
    permanent card) or Shock (not one); a card exiled otherwise (Grizzly Bears) is shuffled into the library."""
    game = _karn_game()
    activate(game, game.find(KARN), 2, game.find("Llanowar Elves"))
    resolve_top(game)
    pass_until(game, "main1", turn=5)
    activate(game, game.find(KARN), 1, "P2")
    resolve_top(game)
    game.apply(f"choose {game.find('Forest', zone='hand')}")
    bears = game.find("Grizzly Bears")
    move(game.state, bears, "exile")  # exiled by no ability of Karn
    pass_until(game, "main1", turn=7)
    _restart(game)
    assert _names(game, "battlefield") == ["Forest", "Llanowar Elves"]
    assert all(game.state.objects[o].controller == 0 for o in game.state.zones["battlefield"])
    assert _names(game, "exile") == []
    p2_cards = _names(game, "library", 1) + _names(game, "hand", 1)
    assert "Grizzly Bears" in p2_cards and "Shock" in p2_cards


def test_ruling_no_player_wins_loses_or_draws_the_original_game() -> None:
    """Ruling (2020-08-07): "A game that restarts immediately ends the preceding game. The players in that game
    then immediately begin a new game. No player wins, loses, or draws the original game as a result of Karn's
    ability." """
    game = _karn_game({"life": 3}, {"life": 1})
    _restart(game)
    assert not game.state.game_over and game.state.winner is None
    assert [p.life for p in game.state.players] == [20, 20]
    assert [e for e in game.state.events() if e.kind == "restart"][0].rules[0] == "727.1"


def test_ruling_controller_starts_the_new_game_which_starts_like_a_game_normally_does() -> None:
    """Ruling (2020-08-07): "The player who controlled the ability that restarted the game is the starting
    player in the new game. The new game starts like a game normally does: Each player shuffles their deck
    (except the cards left in exile by Karn's ability). Each player's life total becomes 20 ... Players draw a
    hand of seven cards. Players may take mulligans." Karn's controller is P2 here (turn 4 is P2's)."""
    game = board({"battlefield": ["Llanowar Elves"]},
                 {"battlefield": [{"card": KARN, "counters": {"loyalty": 20}}], "life": 9}, active="P2", turn=4)
    activate(game, game.find(KARN), 3)
    resolve_top(game)
    assert game.pending.kind == "mulligan" and game.pending.player == 1  # the starting player declares first
    game.apply("yes")  # P2 takes a mulligan
    game.apply("no")  # P1 keeps
    assert game.pending.kind == "choose" and game.pending.player == 1  # one card on the bottom (103.5)
    game.apply(f"choose {game.pending.options[0]}")
    game.apply("no")  # P2 keeps six
    assert game.state.turn == 1 and game.state.active == 1 and game.state.first_player == 1
    assert len(game.state.zones["hand:1"]) == 6 and len(game.state.zones["hand:0"]) == 7
    assert [p.life for p in game.state.players] == [20, 20]


def test_ruling_permanents_put_onto_the_battlefield_can_attack_and_tap() -> None:
    """Ruling (2020-08-07): "Permanents put onto the battlefield due to Karn's ability will have been under the
    starting controller's control continuously since the beginning of that player's first turn. Creatures among
    them can attack and their activated abilities with {T} in the cost can be activated." """
    game = _karn_game()
    activate(game, game.find(KARN), 2, game.find("Llanowar Elves"))
    resolve_top(game)
    pass_until(game, "main1", turn=5)
    _restart(game)
    pass_until(game, "main1", turn=1)
    elves = game.find("Llanowar Elves")
    assert any(a.kind == "activate" and a.args[0] == elves for a in game.legal_actions())  # {T}: Add {G}.


def test_ruling_abilities_that_trigger_go_on_the_stack_in_the_first_upkeep() -> None:
    """Ruling (2020-08-07): "After the pregame procedure is complete but before the new game's first turn, Karn's
    ability finishes resolving and the cards left in exile are put onto the battlefield. If this causes any
    triggered abilities to trigger, those abilities are put onto the stack at the beginning of the first upkeep
    step." (727.4) Elvish Visionary's 'When Elvish Visionary enters, draw a card.'"""
    game = _karn_game(p2={"battlefield": ["Elvish Visionary"]})
    activate(game, game.find(KARN), 2, game.find("Elvish Visionary"))
    resolve_top(game)
    pass_until(game, "main1", turn=5)
    _restart(game)
    assert game.state.turn == 1 and game.state.step == "upkeep"
    assert len(game.state.stack) == 1  # the enters trigger, put on the stack in the first upkeep
    kinds = [e.kind for e in game.state.events()]
    assert kinds.index("restart_finishes") < len(kinds) - 1 - kinds[::-1].index("turn")


def test_ruling_players_have_no_counters_and_nothing_of_the_old_game_applies() -> None:
    """Rulings (2020-08-07): "Players won't have any counters or emblems they had in the original game." and
    "No actions taken in the game that was restarted apply to the new game." Poison and energy counters, a
    continuous effect and the links of the old game are gone."""
    game = _karn_game({"poison": 4, "energy": 3})
    _restart(game)
    assert game.state.players[0].poison == 0 and game.state.player_counters == ()
    assert game.state.effects == () and game.state.links == () and game.state.delayed == ()


def test_ruling_tapped_permanents_untap_in_the_first_untap_step() -> None:
    """Ruling (2020-08-07): "Any permanents put onto the battlefield with Karn's ability that entered the
    battlefield tapped will untap during their controller's first untap step." (Dismal Backwater enters tapped)"""
    game = _karn_game(p2={"battlefield": ["Dismal Backwater"]})
    activate(game, game.find(KARN), 2, game.find("Dismal Backwater"))
    resolve_top(game)
    pass_until(game, "main1", turn=5)
    _restart(game)
    commons = game.find("Dismal Backwater")
    assert not game.state.objects[commons].tapped
    entered = [e for e in game.state.events() if e.kind == "zone_change" and e.args.get("card") == "Dismal Backwater"]
    assert entered and "727.4" in entered[-1].rules


def test_727_4_a_card_that_asks_a_choice_as_it_enters_is_asked_before_the_first_turn() -> None:
    """727.4 with 614.12: Pithing Needle ('As Pithing Needle enters, choose a card name.') exiled with Karn enters
    in the new game: its controller names a card after the mulligans, and then the first turn begins."""
    game = _karn_game(p2={"battlefield": ["Pithing Needle"]})
    activate(game, game.find(KARN), 2, game.find("Pithing Needle"))
    resolve_top(game)
    pass_until(game, "main1", turn=5)
    _restart(game)
    assert game.pending.player == 0 and game.state.turn == 0  # the name is chosen before turn 1
    while game.pending.kind != "priority":
        options = game.pending.options
        game.apply(f"choose {options[0]}" if options else "no")
    assert game.state.turn == 1 and game.state.step == "upkeep"
    needle = game.find("Pithing Needle")
    assert game.state.objects[needle].controller == 0
