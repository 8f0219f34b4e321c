// scxml-driver: runs an exported TabNav SCXML document in Qt's SCXML engine and holds it to tabnav-sim.
//
//   scxml-driver DOCUMENT.scxml EVENTS.jsonl
//
// EVENTS.jsonl is the output of `tabnav-sim statechart --events TRACE`: the launch line, then one line a step
// with the SCXML event name and data and what must hold after it. The driver loads the document with
// QScxmlStateMachine::fromFile, starts it, feeds it the events one by one and, at launch and after every step,
// compares the active atomic states and the document's `observed` data with the line. Any disagreement, any
// parse error and any warning of the engine (a script error, an unknown function) fails, naming the step.
// Prints `ok DOCUMENT: N steps, M region moves (K distinct)` on success; exit 1 on a disagreement, 2 on bad input.

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QScxmlDataModel>
#include <QScxmlStateMachine>
#include <QSet>
#include <QStringList>
#include <cstdio>

static QStringList engineMessages;

// Every warning of the engine, and each error it raises as an `error.*` event (logged at debug level as "had error").
static void collect(QtMsgType type, const QMessageLogContext &, const QString &message) {
    if (type != QtDebugMsg || message.contains(QLatin1String("had error"))) engineMessages << message;
}

static QString compact(const QJsonValue &value) {
    if (value.isObject()) return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray()) return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
}

// Waits until the machine has processed everything queued and is stable again.
static bool settle(bool &stable) {
    for (int i = 0; i < 10000 && !stable; ++i) QCoreApplication::processEvents(QEventLoop::AllEvents);
    return stable;
}

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: scxml-driver DOCUMENT.scxml EVENTS.jsonl\n");
        return 2;
    }
    const QString document = QString::fromLocal8Bit(argv[1]);
    QFile events(QString::fromLocal8Bit(argv[2]));
    if (!events.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "%s: error: cannot read\n", argv[2]);
        return 2;
    }
    QLoggingCategory::setFilterRules(QStringLiteral("qt.scxml.statemachine.debug=true"));
    qInstallMessageHandler(collect);
    QScxmlStateMachine *machine = QScxmlStateMachine::fromFile(document);
    const auto errors = machine->parseErrors();
    if (!errors.isEmpty()) {
        for (const auto &e : errors) std::fprintf(stderr, "%s\n", qPrintable(e.toString()));
        return 2;
    }
    bool stable = false;
    QObject::connect(machine, &QScxmlStateMachine::reachedStableState, [&] { stable = true; });
    machine->start();

    int steps = 0, moves = 0;
    QSet<QString> distinctMoves;
    QStringList previous;
    int lineNumber = 0;
    while (!events.atEnd()) {
        const QByteArray text = events.readLine().trimmed();
        ++lineNumber;
        if (text.isEmpty()) continue;
        QJsonParseError parseError;
        const QJsonObject line = QJsonDocument::fromJson(text, &parseError).object();
        if (parseError.error != QJsonParseError::NoError) {
            std::fprintf(stderr, "%s:%d: error: %s\n", argv[2], lineNumber, qPrintable(parseError.errorString()));
            return 2;
        }
        const int step = line.value("step").toInt();
        const QString where = QStringLiteral("%1: step %2 (trace line %3: %4, SCXML event %5)")
            .arg(document).arg(step).arg(line.value("line").toInt())
            .arg(line.value("text").toString("launch"), line.value("event").toString("none"));
        if (line.contains("event")) {
            stable = false;
            machine->submitEvent(line.value("event").toString(), line.value("data").toObject().toVariantMap());
            ++steps;
        }
        if (!settle(stable)) {
            std::fprintf(stderr, "FAIL %s: the machine did not settle\n", qPrintable(where));
            return 1;
        }
        bool failed = false;
        if (!engineMessages.isEmpty()) {
            std::fprintf(stderr, "FAIL %s: the engine reported:\n", qPrintable(where));
            for (const auto &m : engineMessages) std::fprintf(stderr, "  %s\n", qPrintable(m));
            failed = true;
        }
        QStringList expected;
        for (const auto &s : line.value("states").toArray()) expected << s.toString();
        expected << QStringLiteral("data.kept");
        QStringList active = machine->activeStateNames(true);
        std::sort(expected.begin(), expected.end());
        std::sort(active.begin(), active.end());
        if (active != expected) {
            std::fprintf(stderr, "FAIL %s: active states differ\n  tabnav-sim: %s\n  SCXML:      %s\n", qPrintable(where),
                         qPrintable(expected.join(' ')), qPrintable(active.join(' ')));
            failed = true;
        }
        const QJsonObject want = line.value("observed").toObject();
        const QJsonObject got = QJsonValue::fromVariant(machine->dataModel()->scxmlProperty("observed")).toObject();
        for (auto it = want.begin(); it != want.end(); ++it) {
            if (got.value(it.key()) == it.value()) continue;
            std::fprintf(stderr, "FAIL %s: '%s' differs\n  tabnav-sim: %s\n  SCXML:      %s\n", qPrintable(where),
                         qPrintable(it.key()), qPrintable(compact(it.value())), qPrintable(compact(got.value(it.key()))));
            failed = true;
        }
        if (got.keys() != want.keys()) {
            std::fprintf(stderr, "FAIL %s: observed keys differ: %s vs %s\n", qPrintable(where),
                         qPrintable(want.keys().join(',')), qPrintable(got.keys().join(',')));
            failed = true;
        }
        if (failed) return 1;
        if (!previous.isEmpty()) {
            for (const auto &s : active) {
                if (previous.contains(s)) continue;
                const QString region = s.section('.', 0, 0);
                for (const auto &p : previous)
                    if (p.section('.', 0, 0) == region) {
                        ++moves;
                        distinctMoves << p + " -" + line.value("event").toString() + "-> " + s;
                    }
            }
        }
        previous = active;
    }
    if (steps == 0 && previous.isEmpty()) {
        std::fprintf(stderr, "%s: error: no launch line\n", argv[2]);
        return 2;
    }
    std::printf("ok %s: %d steps, %d region moves (%lld distinct)\n", qPrintable(document), steps, moves,
                static_cast<long long>(distinctMoves.size()));
    return 0;
}
