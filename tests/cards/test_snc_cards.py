"""Streets of New Capenna cards whose families this session added: shield counters (122.1c), keyword counters
(122.1b), 'when it connives this way' (701.50b, 603.12), the crest lands' 'Sacrifice it. When you do, ...'
(603.12), 'five or more mana values among cards in your graveyard' (202.3) and paying life on resolution
(119.4). The card database predates the set's rulings, so these tests quote the rules and the cards' reminder
text, and the rulings of older cards of the same families."""

from __future__ import annotations

from support import activate, board, cast, pass_both, resolve_stack

from lithoform import Game


def _drawn(game: Game) -> list[int]:
    return [o for o in game.pending.options if o not in game.state.objects]


# --- Elspeth Resplendent -------------------------------------------------------------------------------------


def test_elspeth_plus_one_puts_a_plus_one_counter_and_the_chosen_keyword_counter() -> None:
    """[+1]: 'Choose up to one target creature. Put a +1/+1 counter and a counter from among flying, first
    strike, lifelink, or vigilance on it.' Recycla-bird ruling: 'A permanent with a keyword counter on it
    gains that keyword.'"""
    game = board({"battlefield": ["Elspeth Resplendent", "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    activate(game, "Elspeth Resplendent", 1, bears)
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.labels == ("flying", "first strike", "lifelink",
                                                                      "vigilance")
    game.apply("choose 2")
    c = game.chars(bears)
    assert game.state.objects[bears].counter("+1/+1") == 1 and "lifelink" in c.keywords and c.power == 3


def test_elspeth_minus_three_puts_the_permanent_onto_the_battlefield_with_a_shield_counter() -> None:
    """[−3]: 'Look at the top seven cards of your library. You may put a permanent card with mana value 3 or
    less from among them onto the battlefield with a shield counter on it. Put the rest on the bottom of your
    library in a random order.'"""
    library = ["Grizzly Bears", "Shivan Dragon", "Island", "Island", "Island", "Island", "Island", "Island"]
    game = board({"battlefield": ["Elspeth Resplendent"], "library": library})
    activate(game, "Elspeth Resplendent", 2)
    pass_both(game)
    assert game.pending.kind == "choose"
    bears = [o for o in game.pending.options if o in game.state.objects
             and game.chars(o).name == "Grizzly Bears"]
    game.apply(f"choose {bears[0]}")
    resolve_stack(game)
    new = game.find("Grizzly Bears")
    assert game.state.objects[new].zone == "battlefield" and game.state.objects[new].counter("shield") == 1


# --- Obscura Interceptor (Esper Midrange) ---------------------------------------------------------------------


def test_obscura_interceptor_returns_a_spell_when_it_connives_this_way() -> None:
    """'When Obscura Interceptor enters the battlefield, it connives. When it connives this way, return up
    to one target spell to its owner's hand.' (701.50b: it connives even if some actions were impossible; the
    reflexive ability's target is chosen as it is put on the stack, 603.12)."""
    p1 = {"hand": ["Obscura Interceptor", "Shock"],
          "battlefield": [{"card": "Plains", "count": 1}, {"card": "Island", "count": 1}, {"card": "Swamp", "count": 2}],
          "library": ["Island"]}
    p2 = {"hand": ["Divination"], "battlefield": [{"card": "Island", "count": 3}]}
    game = board(p1, p2, active="P2")
    cast(game, "Divination")
    game.apply("pass")  # P2 passes; P1 has priority with Divination on the stack
    cast(game, "Obscura Interceptor")  # flash
    pass_both(game)  # the creature spell resolves; its enters trigger waits
    pass_both(game)  # it connives: the draw, then the discard
    game.apply(f"choose {game.find('Shock', zone='hand')}")  # a nonland card: a +1/+1 counter (701.50a)
    interceptor = game.find("Obscura Interceptor")
    assert game.state.objects[interceptor].counter("+1/+1") == 1
    assert game.pending.kind == "target"  # the reflexive ability's target (603.12)
    game.apply(f"target {game.find('Divination')}")
    resolve_stack(game)
    assert "Divination" in [game.chars(o).name for o in game.zone("hand", 1)]


# --- the crest lands -----------------------------------------------------------------------------------------


def test_brokers_hideout_sacrifices_itself_then_fetches_a_basic_tapped_and_gains_one_life() -> None:
    """'When Brokers Hideout enters the battlefield, sacrifice it. When you do, search your library for a basic
    Forest, Plains, or Island card, put it onto the battlefield tapped, then shuffle and you gain 1 life.'"""
    game = board({"hand": ["Brokers Hideout"], "library": ["Mountain", "Plains", "Mountain"]})
    game.apply(f"play {game.find('Brokers Hideout', zone='hand')}")
    pass_both(game)  # the sacrifice; the reflexive ability triggers
    pass_both(game)  # the search
    if game.pending.kind == "choose":
        game.apply(f"choose {game.pending.options[0]}")
    resolve_stack(game)
    plains = game.find("Plains")
    assert game.state.objects[plains].zone == "battlefield" and game.state.objects[plains].tapped
    assert game.state.players[0].life == 21
    assert "Brokers Hideout" in [game.chars(o).name for o in game.zone("graveyard")]


# --- mana values among cards in your graveyard ----------------------------------------------------------------


def test_aven_heartstabber_with_five_mana_values_in_the_graveyard() -> None:
    """'As long as there are five or more mana values among cards in your graveyard, Aven Heartstabber gets
    +2/+2 and has deathtouch.' A land's mana value, 0, is one of them (202.3)."""
    four = ["Island", "Shock", "Divination", "Murder"]  # 0, 1, 3, 3: three mana values
    game = board({"battlefield": ["Aven Heartstabber"], "graveyard": four})
    assert game.chars(game.find("Aven Heartstabber")).power == 1
    game = board({"battlefield": ["Aven Heartstabber"], "graveyard": [*four, "Grizzly Bears", "Shivan Dragon"]})
    c = game.chars(game.find("Aven Heartstabber"))
    assert c.power == 3 and "deathtouch" in c.keywords


def test_tainted_indulgence_discards_unless_five_mana_values() -> None:
    """'Draw two cards. Then discard a card unless there are five or more mana values among cards in your
    graveyard.'"""
    game = board({"hand": ["Tainted Indulgence"], "battlefield": [{"card": "Island", "count": 1},
                                                                   {"card": "Swamp", "count": 1}],
                  "graveyard": ["Island", "Shock", "Grizzly Bears", "Divination", "Shivan Dragon"]})
    cast(game, "Tainted Indulgence")
    pass_both(game)
    assert game.pending.kind == "priority"  # no discard: 0, 1, 2, 3 and 6 are five mana values
    assert len(game.zone("hand")) == 2


# --- paying life on resolution -------------------------------------------------------------------------------


def test_arrogant_poet_pays_two_life_for_flying() -> None:
    """Arrogant Poet ruling: 'You choose whether or not to pay 2 life as the ability resolves. Once you make
    that choice, no one can respond before Arrogant Poet gains flying.' (119.4)"""
    game = board({"battlefield": ["Arrogant Poet"]}, step="beginning_of_combat")
    pass_both(game)
    poet = game.find("Arrogant Poet")
    game.apply(f"attack {poet} P2")
    game.apply("done")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    assert game.state.players[0].life == 18 and "flying" in game.chars(poet).keywords


# --- 'if this is the second time this ability has resolved this turn' -----------------------------------------


def test_rumor_gatherer_scries_first_then_draws_instead_the_second_time() -> None:
    """Alliance — 'Whenever another creature enters the battlefield under your control, scry 1. If this is
    the second time this ability has resolved this turn, draw a card instead.' (608.2c: counted as it
    resolves, this resolution included)."""
    game = board({"battlefield": ["Rumor Gatherer", {"card": "Forest", "count": 4}],
                  "hand": ["Grizzly Bears", "Grizzly Bears"], "library": ["Island", "Island", "Island"]})
    hand = len(game.zone("hand"))
    cast(game, game.zone("hand")[0])
    pass_both(game)  # the Bears
    pass_both(game)  # scry 1
    if game.pending.kind != "priority":  # 701.22a: the card looked at stays on top
        game.apply("choose")
    assert len(game.zone("hand")) == hand - 1  # no card drawn the first time
    cast(game, "Grizzly Bears")
    pass_both(game)
    pass_both(game)  # the second resolution: draw a card instead
    assert len(game.zone("hand")) == hand - 1


# --- the cycle of 'Exile ~ from your hand' -------------------------------------------------------------------------


def test_masked_bandits_land_gains_mana_until_the_exiled_card_is_cast() -> None:
    """'{2}, Exile Masked Bandits from your hand: Target land gains "{T}: Add {B}, {R}, or {G}" until Masked
    Bandits is cast from exile. You may cast Masked Bandits for as long as it remains exiled.' (602.2b: the cost
    exiles it; 611.2a: the stated duration; 601.3: the permission to cast it from exile)."""
    game = board({"hand": ["Masked Bandits"], "battlefield": [{"card": "Plains", "count": 1},
                                                              {"card": "Swamp", "count": 4},
                                                              {"card": "Mountain", "count": 2},
                                                              {"card": "Forest", "count": 2}]})
    plains = game.find("Plains")
    activate(game, game.find("Masked Bandits", zone="hand"), 1, plains)
    pass_both(game)
    bandits = game.find("Masked Bandits", zone="exile")
    assert len([a for a in game.chars(plains).abilities if getattr(a, "mana", False)]) == 2  # {W} and the new one
    (cast_it,) = [str(a) for a in game.legal_actions() if str(a).startswith(f"cast {bandits}")]  # 601.3
    game.apply(cast_it)
    game.apply("autopay")
    resolve_stack(game)
    assert len([a for a in game.chars(plains).abilities if getattr(a, "mana", False)]) == 1  # it was cast: over
