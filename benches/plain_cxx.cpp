// A real-world-sized C++ translation unit with no SYCL at all: a small
// log-analysis tool using the standard library the way application code
// does (containers, algorithms, strings, regex, streams, smart pointers,
// variants, chrono). Used by frontend_overhead.py as the plugin-free baseline.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <deque>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <numeric>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <variant>
#include <vector>

namespace logs {

enum class Level { Trace, Debug, Info, Warning, Error, Fatal };

struct Record {
  std::chrono::system_clock::time_point time;
  Level level = Level::Info;
  std::string component;
  std::string message;
  std::map<std::string, std::string> fields;
};

using Value = std::variant<std::int64_t, double, std::string, bool>;

std::optional<Level> parse_level(std::string_view s) {
  static const std::unordered_map<std::string_view, Level> table = {
      {"TRACE", Level::Trace}, {"DEBUG", Level::Debug}, {"INFO", Level::Info},
      {"WARN", Level::Warning}, {"WARNING", Level::Warning}, {"ERROR", Level::Error},
      {"FATAL", Level::Fatal}};
  auto it = table.find(s);
  if (it == table.end())
    return std::nullopt;
  return it->second;
}

std::string to_string(Level l) {
  switch (l) {
  case Level::Trace: return "TRACE";
  case Level::Debug: return "DEBUG";
  case Level::Info: return "INFO";
  case Level::Warning: return "WARNING";
  case Level::Error: return "ERROR";
  case Level::Fatal: return "FATAL";
  }
  return "?";
}

class Parser {
public:
  Parser()
      : line_re_(R"(^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\s+(\w+)\s+\[([\w.-]+)\]\s+(.*)$)"),
        field_re_(R"((\w+)=(\"[^\"]*\"|\S+))") {}

  std::optional<Record> parse(const std::string &line) const {
    std::smatch m;
    if (!std::regex_match(line, m, line_re_))
      return std::nullopt;
    Record r;
    std::tm tm{};
    std::istringstream ts(m[1].str());
    ts >> std::get_time(&tm, "%Y-%m-%dT%H:%M:%S");
    r.time = std::chrono::system_clock::from_time_t(std::mktime(&tm));
    r.level = parse_level(m[2].str()).value_or(Level::Info);
    r.component = m[3].str();
    r.message = m[4].str();
    auto begin = std::sregex_iterator(r.message.begin(), r.message.end(), field_re_);
    for (auto it = begin; it != std::sregex_iterator(); ++it) {
      std::string v = (*it)[2].str();
      if (v.size() >= 2 && v.front() == '"')
        v = v.substr(1, v.size() - 2);
      r.fields.emplace((*it)[1].str(), std::move(v));
    }
    return r;
  }

private:
  std::regex line_re_;
  std::regex field_re_;
};

Value infer(const std::string &s) {
  if (s == "true" || s == "false")
    return s == "true";
  char *end = nullptr;
  long long i = std::strtoll(s.c_str(), &end, 10);
  if (end && *end == '\0' && !s.empty())
    return static_cast<std::int64_t>(i);
  double d = std::strtod(s.c_str(), &end);
  if (end && *end == '\0' && !s.empty())
    return d;
  return s;
}

struct Stats {
  std::map<Level, std::size_t> by_level;
  std::unordered_map<std::string, std::size_t> by_component;
  std::map<std::string, std::vector<double>> numeric_fields;
  std::set<std::string> seen_fields;
  std::deque<Record> last_errors;

  void add(const Record &r) {
    ++by_level[r.level];
    ++by_component[r.component];
    for (const auto &field : r.fields) {
      const std::string &k = field.first;
      const std::string &v = field.second;
      seen_fields.insert(k);
      std::visit(
          [&](auto &&x) {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, std::int64_t> || std::is_same_v<T, double>)
              numeric_fields[k].push_back(static_cast<double>(x));
          },
          infer(v));
    }
    if (r.level >= Level::Error) {
      last_errors.push_back(r);
      if (last_errors.size() > 16)
        last_errors.pop_front();
    }
  }
};

struct Summary {
  double mean, median, p95, min, max;
};

Summary summarize(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  auto at = [&](double q) { return v[static_cast<std::size_t>(q * (v.size() - 1))]; };
  double mean = std::accumulate(v.begin(), v.end(), 0.0) / v.size();
  return {mean, at(0.5), at(0.95), v.front(), v.back()};
}

class Report {
public:
  explicit Report(std::ostream &os) : os_(os) {}
  void print(const Stats &s) {
    os_ << "levels:\n";
    for (const auto &[l, n] : s.by_level)
      os_ << "  " << std::setw(8) << to_string(l) << " " << n << "\n";
    std::vector<std::pair<std::string, std::size_t>> comps(s.by_component.begin(), s.by_component.end());
    std::sort(comps.begin(), comps.end(), [](auto &a, auto &b) { return a.second > b.second; });
    os_ << "top components:\n";
    for (std::size_t i = 0; i < std::min<std::size_t>(10, comps.size()); ++i)
      os_ << "  " << comps[i].first << " " << comps[i].second << "\n";
    os_ << "numeric fields:\n";
    for (const auto &[k, v] : s.numeric_fields) {
      auto sum = summarize(v);
      os_ << "  " << k << std::fixed << std::setprecision(2) << " mean=" << sum.mean << " p50=" << sum.median
          << " p95=" << sum.p95 << " min=" << sum.min << " max=" << sum.max << "\n";
    }
    os_ << "recent errors:\n";
    for (const auto &r : s.last_errors)
      os_ << "  [" << r.component << "] " << r.message << "\n";
  }

private:
  std::ostream &os_;
};

template <typename Sink> class Pipeline {
public:
  explicit Pipeline(Sink sink) : sink_(std::move(sink)) {}
  void add_filter(std::function<bool(const Record &)> f) { filters_.push_back(std::move(f)); }
  void feed(const Record &r) {
    if (std::all_of(filters_.begin(), filters_.end(), [&](auto &f) { return f(r); }))
      sink_(r);
  }

private:
  Sink sink_;
  std::vector<std::function<bool(const Record &)>> filters_;
};

} // namespace logs

int main(int argc, char **argv) {
  using namespace logs;
  Parser parser;
  Stats stats;
  auto pipeline = Pipeline([&](const Record &r) { stats.add(r); });
  std::unordered_set<std::string> wanted;
  for (int i = 2; i < argc; ++i)
    wanted.insert(argv[i]);
  if (!wanted.empty())
    pipeline.add_filter([&](const Record &r) { return wanted.count(r.component) > 0; });
  std::unique_ptr<std::istream> owned;
  std::istream *in = &std::cin;
  if (argc > 1) {
    owned = std::make_unique<std::ifstream>(argv[1]);
    in = owned.get();
  }
  std::string line;
  std::size_t bad = 0;
  while (std::getline(*in, line)) {
    if (auto r = parser.parse(line))
      pipeline.feed(*r);
    else
      ++bad;
  }
  Report(std::cout).print(stats);
  std::cerr << bad << " unparsed lines\n";
  return 0;
}
