"""Repudiate // Replicate — every official ruling as a game.

Oracle text: Repudiate {G/U}{G/U} Instant: "Counter target activated or triggered ability. (Mana abilities
can't be targeted.)" // Replicate {1}{G}{U} Sorcery: "Create a token that's a copy of target creature you
control."
"""

from __future__ import annotations

from support import (
    P1,
    P2,
    activate,
    basics,
    board,
    cast,
    define,
    events_since,
    hand_size,
    legal,
    mark,
    pass_until,
    pay_with,
    pump_bears,
    registering,
    resolve_stack,
    resolve_top,
    stack_abilities,
    tokens,
    top,
    untapped,
)

from lithoform.cards.builders import tap_for
from lithoform.cards.tree import CardFace, EntersTapped

CARD = "Repudiate // Replicate"
REPUDIATE, REPLICATE = 0, 1

GATE = define(CardFace(
    "Repudiate Test Gate", ("Land",),
    text="Repudiate Test Gate enters the battlefield tapped.\n{T}: Add {G}.",
    abilities=(EntersTapped(text="Repudiate Test Gate enters the battlefield tapped."),
               tap_for("{G}", text="{T}: Add {G}.")),
))
_cards = registering(GATE)


def repudiate(game, target: int) -> int:
    """Casts Repudiate targeting `target`, paying {G/U}{G/U} with a Forest and an Island."""
    game.apply(f"cast {game.find(CARD, zone='hand')} {REPUDIATE}")
    game.apply(f"target {target}")
    pay_with(game, untapped(game, "Forest")[0], untapped(game, "Island")[0])
    return game.state.stack[-1]


def replicate(game, target: int) -> int:
    """Casts Replicate targeting `target`, paying {1}{G}{U} with a Plains, a Forest and an Island."""
    game.apply(f"cast {game.find(CARD, zone='hand')} {REPLICATE}")
    game.apply(f"target {target}")
    pay_with(game, untapped(game, "Plains")[0], untapped(game, "Forest")[0], untapped(game, "Island")[0])
    return game.state.stack[-1]


def can_cast_repudiate(game) -> bool:
    return legal(game, f"cast {game.find(CARD, zone='hand')} {REPUDIATE}")


def the_token(game) -> int:
    (token,) = tokens(game, P1)
    return token


# --- Repudiate: what can be countered -----------------------------------------------------------------------


def test_equip_is_an_activated_ability_repudiate_counters() -> None:
    """Ruling (2019-01-25): “Activated abilities are written in the form “[Cost]: [Effect].” Some keyword
    abilities, such as equip, are activated abilities and will have colons in their reminder texts.”

    Bonesplitter's equip goes on the stack as an activated ability; Repudiate counters it and Bonesplitter
    stays unattached."""
    game = board({"battlefield": ["Bonesplitter", "Grizzly Bears", *basics(Plains=1, Forest=1, Island=1)],
                  "hand": [CARD]})
    splitter = game.find("Bonesplitter")
    game.apply(f"activate {splitter} 1")
    game.apply(f"target {game.find('Grizzly Bears')}")
    pay_with(game, untapped(game, "Plains")[0])
    equip = top(game)
    assert equip.kind == "activated" and equip.ability.keyword == "Equip"
    start = mark(game)
    repudiate(game, equip.id)
    resolve_stack(game)
    assert [e.args["obj"] for e in events_since(game, start, "countered")] == [equip.id]
    assert game.state.objects[splitter].attached_to == 0


def test_afterlife_is_a_triggered_ability_repudiate_counters() -> None:
    """Ruling (2019-01-25): “Triggered abilities use the word “when,” “whenever,” or “at.” They’re often
    written as “[Trigger condition], [effect].” Some keyword abilities, such as afterlife, are triggered
    abilities and will have “when,” “whenever,” or “at” in their reminder text.”

    P2's Ministrant of Obligation dies to Lightning Bolt; its afterlife trigger is countered by P1's
    Repudiate, so no Spirit is created."""
    game = board({"battlefield": basics(Mountain=1, Forest=1, Island=1), "hand": ["Lightning Bolt", CARD]},
                 {"battlefield": ["Ministrant of Obligation"]})
    cast(game, game.find("Lightning Bolt"), game.find("Ministrant of Obligation"))
    resolve_top(game)
    afterlife = top(game)
    assert afterlife.kind == "triggered" and afterlife.ability.keyword == "Afterlife"
    assert afterlife.controller == P2
    repudiate(game, afterlife.id)
    resolve_stack(game)
    assert tokens(game) == []


def test_a_mana_ability_is_never_on_the_stack_and_cant_be_targeted() -> None:
    """Ruling (2019-01-25): “An activated mana ability is one that adds mana to a player’s mana pool as it
    resolves, doesn’t have a target, and isn’t a loyalty ability. A triggered mana ability is one that adds
    mana to a player’s mana pool and triggers on an activated mana ability.”

    Llanowar Elves' {T}: Add {G} adds mana and has no target: the mana is added at once, nothing goes on
    the stack, and Repudiate has no legal target. Prodigal Pyromancer's {T} ability has a target and adds
    no mana: it does go on the stack, and it is Repudiate's only possible target."""
    game = board({"battlefield": ["Llanowar Elves", "Prodigal Pyromancer", *basics(Forest=1, Island=1)],
                  "hand": [CARD]})
    game.apply(f"activate {game.find('Llanowar Elves')} 1")
    assert game.state.stack == () and [m.type for m in game.state.players[P1].pool] == ["G"]
    assert not can_cast_repudiate(game)
    pyro = activate(game, game.find("Prodigal Pyromancer"), 1, "P2")
    game.apply(f"cast {game.find(CARD, zone='hand')} {REPUDIATE}")
    assert game.pending.kind == "target" and game.pending.options == (pyro,)


def test_entering_with_counters_is_a_replacement_effect_with_nothing_to_target() -> None:
    """Ruling (2019-01-25): “Abilities that create replacement effects, such as a permanent entering the
    battlefield tapped or with counters on it, can’t be targeted. Abilities that apply “as [this
    creature] enters the battlefield” are also replacement effects and can’t be targeted.”

    Triskelion enters with three +1/+1 counters without anything going on the stack: Repudiate has no
    target."""
    game = board({"battlefield": basics(Plains=6, Forest=1, Island=1), "hand": ["Triskelion", CARD]})
    cast(game, game.find("Triskelion"), pay=False)
    pay_with(game, *untapped(game, "Plains"))
    resolve_top(game)
    assert game.state.stack == () and game.state.objects[game.find("Triskelion")].counter("+1/+1") == 3
    assert not can_cast_repudiate(game)


def test_entering_tapped_is_a_replacement_effect_with_nothing_to_target() -> None:
    """Ruling (2019-01-25), “a permanent entering the battlefield tapped”: Repudiate Test Gate enters
    tapped and nothing goes on the stack, so Repudiate has no target."""
    game = board({"battlefield": basics(Forest=1, Island=1), "hand": [GATE, CARD]})
    game.apply(f"play {game.find(GATE)}")
    assert game.state.objects[game.find(GATE)].tapped and game.state.stack == ()
    assert not can_cast_repudiate(game)


def test_as_enters_the_battlefield_is_a_replacement_effect_with_nothing_to_target() -> None:
    """Ruling (2019-01-25), “as [this creature] enters the battlefield”: Clone's choice is made as it
    enters, with no ability on the stack to target; afterwards Repudiate has no target."""
    game = board({"battlefield": ["Grizzly Bears", *basics(Island=5, Forest=1)], "hand": ["Clone", CARD]})
    cast(game, game.find("Clone"), pay=False)
    pay_with(game, *untapped(game, "Island", 4))
    resolve_top(game)
    assert game.pending.kind == "choose" and stack_abilities(game) == []
    game.apply(f"choose {game.find('Grizzly Bears')}")
    assert game.state.stack == () and not can_cast_repudiate(game)


def test_a_countered_next_end_step_trigger_does_not_trigger_again() -> None:
    """Ruling (2019-01-25): “If you counter a delayed triggered ability that triggered at the beginning of
    the “next” occurrence of a specified step or phase, that ability won’t trigger again the following time
    that phase or step occurs.”

    Hornet Cannon's “Destroy it at the beginning of the next end step” is countered in P1's end step; the
    Hornet survives that end step, P2's and P1's following ones."""
    game = board({"battlefield": ["Hornet Cannon", *basics(Plains=3, Forest=1, Island=1)], "hand": [CARD]})
    game.apply(f"activate {game.find('Hornet Cannon')} 1")
    pay_with(game, *untapped(game, "Plains"))
    resolve_top(game)
    hornet = game.find("Hornet")
    pass_until(game, "end")
    delayed = top(game)
    assert delayed.kind == "triggered" and delayed.source_name == "Hornet Cannon"
    repudiate(game, delayed.id)
    resolve_stack(game)
    assert game.state.delayed == ()
    for turn in (4, 5):
        pass_until(game, "end", turn=turn)
        assert game.state.stack == () and game.state.waiting == ()
    assert game.state.objects[hornet].zone == "battlefield"


# --- Replicate: what the token copies -----------------------------------------------------------------------


def test_the_token_copies_only_what_is_printed() -> None:
    """Ruling (2019-01-25): “The token copies exactly what was printed on the original creature and nothing
    else (unless that creature is copying something else or is a token; see below). It doesn’t copy
    whether that creature is tapped or untapped, whether it has any counters on it or Auras and Equipment
    attached to it, or any non-copy effects that have changed its power, toughness, types, color, or so
    on.”

    Grizzly Bears are tapped, have two +1/+1 counters, got Giant Growth and carry Bonesplitter (a 9/7).
    The token is an untapped 2/2 Grizzly Bears with no counters and nothing attached."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "tapped": True, "counters": {"+1/+1": 2}},
                                  "Bonesplitter", *basics(Plains=2, Forest=2, Island=1)],
                  "hand": ["Giant Growth", CARD]})
    bears = pump_bears(game)
    replicate(game, bears)
    resolve_top(game)
    token = the_token(game)
    c = game.chars(token)
    assert (c.name, c.power, c.toughness, c.types, c.colors) == ("Grizzly Bears", 2, 2, {"Creature"}, {"G"})
    obj = game.state.objects[token]
    assert not obj.tapped and obj.counters == ()
    assert not any(game.state.objects[i].attached_to == token for i in game.state.battlefield)


def test_x_in_the_copied_mana_cost_is_zero() -> None:
    """Ruling (2019-01-25): “If the copied creature has {X} in its mana cost, X is considered to be 0.”
    (The seed document prints it as “If the copied creature has in its mana cost, X is considered to be
    0.”)

    The token copy of a Walking Ballista with three counters has mana value 0 and enters with no counter
    (its X is 0): a 0/0, it is put into the graveyard at once (704.5f)."""
    game = board({"battlefield": [{"card": "Walking Ballista", "counters": {"+1/+1": 3}},
                                  *basics(Plains=1, Forest=1, Island=1)], "hand": [CARD]})
    replicate(game, game.find("Walking Ballista"))
    start = mark(game)
    resolve_top(game)
    (made,) = [e.args["obj"] for e in events_since(game, start, "token")]
    assert game.chars(made).mana_value == 0 and game.state.lki[made].counters == ()
    assert made not in game.state.objects and tokens(game) == []


def test_a_token_is_copied_as_its_creating_effect_defined_it() -> None:
    """Ruling (2019-01-25): “If the copied creature is a token, the token that’s created copies the
    original characteristics of that token as stated by the effect that created the token.”

    A Hornet from Hornet Cannon gets Giant Growth; its copy is what Hornet Cannon defined: a 1/1
    colorless Insect artifact creature named Hornet with flying and haste."""
    game = board({"battlefield": ["Hornet Cannon", *basics(Plains=4, Forest=2, Island=1)],
                  "hand": ["Giant Growth", CARD]})
    game.apply(f"activate {game.find('Hornet Cannon')} 1")
    pay_with(game, *untapped(game, "Plains", 3))
    resolve_top(game)
    hornet = game.find("Hornet")
    cast(game, game.find("Giant Growth"), hornet, pay=False)
    pay_with(game, untapped(game, "Forest")[0])
    resolve_top(game)
    replicate(game, hornet)
    resolve_top(game)
    (copy,) = [t for t in tokens(game) if t != hornet]
    c = game.chars(copy)
    assert (c.name, c.power, c.toughness, c.colors) == ("Hornet", 1, 1, frozenset())
    assert c.types == {"Artifact", "Creature"} and c.subtypes == {"Insect"}
    assert {"flying", "haste"} <= c.keywords


def test_a_creature_copying_something_else_gives_a_token_of_what_it_copied() -> None:
    """Ruling (2019-01-25): “If the copied creature is copying something else (for example, if the copied
    creature is a Mirror Image), then the token enters the battlefield as whatever that creature copied.”

    Mirror Image entered as a copy of Serra Angel; Replicate on it makes a Serra Angel token."""
    game = board({"battlefield": ["Serra Angel", *basics(Island=4, Plains=1, Forest=1)],
                  "hand": ["Mirror Image", CARD]})
    cast(game, game.find("Mirror Image"), pay=False)
    pay_with(game, *untapped(game, "Island", 3))
    resolve_top(game)
    game.apply(f"choose {game.find('Serra Angel')}")
    image = max(i for i in game.state.battlefield if game.chars(i).name == "Serra Angel")
    assert game.state.objects[image].card == "Mirror Image"
    replicate(game, image)
    resolve_top(game)
    c = game.chars(the_token(game))
    assert (c.name, c.power, c.toughness) == ("Serra Angel", 4, 4) and {"flying", "vigilance"} <= c.keywords


def test_enters_the_battlefield_abilities_of_the_copied_creature_trigger() -> None:
    """Ruling (2019-01-25): “Any enters-the-battlefield abilities of the copied creature will trigger when
    the token enters the battlefield. Any “as [this creature] enters the battlefield” or “[this creature]
    enters the battlefield with” abilities of the chosen creature will also work.”

    The token copy of Elvish Visionary triggers its enters ability: a card is drawn."""
    game = board({"battlefield": ["Elvish Visionary", *basics(Plains=1, Forest=1, Island=1)], "hand": [CARD]})
    replicate(game, game.find("Elvish Visionary"))
    resolve_top(game)
    trigger = top(game)
    assert trigger.kind == "triggered" and trigger.source == the_token(game)
    resolve_top(game)
    assert hand_size(game) == 1


def test_enters_with_counters_works_for_the_token() -> None:
    """Ruling (2019-01-25), “[this creature] enters the battlefield with”: the token copy of a Triskelion
    that has one counter left enters with three +1/+1 counters of its own."""
    game = board({"battlefield": [{"card": "Triskelion", "counters": {"+1/+1": 1}},
                                  *basics(Plains=1, Forest=1, Island=1)], "hand": [CARD]})
    trisk = game.find("Triskelion")
    replicate(game, trisk)
    resolve_top(game)
    assert game.state.objects[the_token(game)].counter("+1/+1") == 3


def test_as_enters_the_battlefield_works_for_the_token() -> None:
    """Ruling (2019-01-25), “as [this creature] enters the battlefield”: a Mirror Image that copies nothing
    (a 1/1 under Glorious Anthem) is replicated; as the token enters, its “enter as a copy” choice is made,
    and the token becomes a Grizzly Bears."""
    game = board({"battlefield": ["Glorious Anthem", "Mirror Image", "Grizzly Bears",
                                  *basics(Plains=1, Forest=1, Island=1)], "hand": [CARD]})
    image = game.find("Mirror Image")
    assert game.chars(image).power == 1
    replicate(game, image)
    resolve_top(game)
    assert game.pending.kind == "choose" and game.find("Grizzly Bears") in game.pending.options
    game.apply(f"choose {game.find('Grizzly Bears')}")
    assert game.chars(the_token(game)).name == "Grizzly Bears"
